import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadChallengeContent } from '@launchpad/content';
import { messages, RECENT_SOLVES_SHOWN, zeroPerTopic } from '@launchpad/contract';
import type { ChromiumGrader } from '@launchpad/grader';
import { startTestGrader } from '@launchpad/grader/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousDataOf, untilGraded } from '../../testing/submissions.ts';
import { CONTENT_DIR, describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { signUpLearner } from '../../testing/accounts.ts';
import { TestClient } from '../../testing/test-client.ts';

const content = loadChallengeContent(CONTENT_DIR);

/** Everything the settings save, the private parts included, to check none of them leaks. */
const fullProfile = (userName: string) => ({
  name: 'Asha Rao',
  userName,
  website: 'https://asha.dev',
  image: '',
  bio: 'Learning React every evening.',
  location: 'Pune',
  dateOfBirth: '2001-04-23',
  socialLinks: {
    github: 'https://github.com/asha',
    linkedin: 'https://www.linkedin.com/in/asha',
    resume: 'https://asha.dev/resume.pdf',
  },
  education: [{ instituteName: 'COEP', fieldOfStudy: 'Computer Engineering' }],
  experience: [{ positionName: 'Intern', companyName: 'Acme', duration: '6 months' }],
});

const SHELL = '<!doctype html><title>Launchpad</title>';

let grader: ChromiumGrader;
/** A stand-in for the built web app: its shell is all these tests look at. */
let webDist: string;
beforeAll(async () => {
  grader = await startTestGrader();
  webDist = mkdtempSync(join(tmpdir(), 'launchpad-web-'));
  writeFileSync(join(webDist, 'index.html'), SHELL);
});
afterAll(async () => {
  await grader.close();
  rmSync(webDist, { recursive: true, force: true });
});

describeEachDatabase('public profiles', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await kind.start({ RATE_LIMITS: 'off', WEB_DIST_DIR: webDist }, undefined, { grader });
  });
  afterAll(() => t.close());

  async function learner() {
    const { client, email, response } = await signUpLearner(t.app, 'Asha Rao');
    return { client, email, userName: response.json().user.userName as string };
  }
  const save = (client: TestClient, body: Record<string, unknown>) =>
    client.post('/api/user/editprofile', body);
  const visit = (userName: string) =>
    new TestClient(t.app).get(`/api/public-profiles/${encodeURIComponent(userName)}`);

  it('is off by default: 404, the same answer as for a user name nobody has', async () => {
    const { client, userName } = await learner();
    expect((await client.get('/api/auth/user')).json().user.publicProfile).toBe(false);

    const hidden = await visit(userName);
    const unknown = await visit(`nobody-${randomUUID().slice(0, 8)}`);
    expect(hidden.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: messages.profileNotFound });
    expect(unknown.body).toBe(hidden.body);
  });

  it('once turned on, shows exactly the public fields to anyone, and hides again when turned off', async () => {
    const { client, email, userName } = await learner();
    const saved = await save(client, { ...fullProfile(userName), publicProfile: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user.publicProfile).toBe(true);

    const res = await visit(userName);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'bio',
      'certificates',
      'fe_total',
      'fe_total_by_topic',
      'frontendQuestions',
      'image',
      'location',
      'name',
      'recentSolves',
      'socialLinks',
      'userName',
      'website',
    ]);
    expect(body).toMatchObject({
      name: 'Asha Rao',
      userName,
      image: null,
      bio: 'Learning React every evening.',
      website: 'https://asha.dev',
      location: 'Pune',
      socialLinks: {
        github: 'https://github.com/asha',
        linkedin: 'https://www.linkedin.com/in/asha',
      },
      frontendQuestions: { totalScore: 0, solved: 0 },
      recentSolves: [],
      certificates: [],
    });
    expect(Object.keys(body.socialLinks).sort()).toEqual(['github', 'linkedin']);
    for (const secret of [email, '2001-04-23', 'resume.pdf', 'COEP', 'Acme']) {
      expect(res.body).not.toContain(secret);
    }

    // A save without the flag (the spec's payload) keeps the choice.
    expect((await save(client, fullProfile(userName))).json().user.publicProfile).toBe(true);
    expect((await visit(userName)).statusCode).toBe(200);
    const exported = (await client.get('/api/account/export')).json();
    expect(exported.profile.publicProfile).toBe(true);

    await save(client, { ...fullProfile(userName), publicProfile: false });
    const off = await visit(userName);
    expect(off.statusCode).toBe(404);
    expect(off.json()).toEqual({ message: messages.profileNotFound });
  });

  it('follows a new user name, and the old one answers 404', async () => {
    const { client, userName } = await learner();
    await save(client, { ...fullProfile(userName), publicProfile: true });
    const renamed = `${userName}-x`;
    expect((await save(client, fullProfile(renamed))).statusCode).toBe(200);
    expect((await visit(renamed)).json().userName).toBe(renamed);
    expect((await visit(userName)).statusCode).toBe(404);
  });

  it('counts only what the grader verified; recent solves newest first, at most 10', async () => {
    const { client, userName } = await learner();
    await save(client, { ...fullProfile(userName), publicProfile: true });
    const submit = async (id: number, files: Record<string, string>, claimedScore: number) => {
      const res = await client.post('/api/v1/fe-submissions', {
        questionId: id,
        status: 'solved',
        score: claimedScore,
        previous_data: previousDataOf(files),
      });
      return untilGraded(client, res.json() as { id: number; status: string; score: number });
    };

    // HTML and CSS grade fastest; one more than the list shows, so the oldest falls off.
    const solvable = content
      .filter((c) => c.meta.topic === 'html' || c.meta.topic === 'css')
      .slice(0, RECENT_SOLVES_SHOWN + 1);
    let points = 0;
    for (const challenge of solvable) {
      const graded = await submit(challenge.meta.id, challenge.solution, challenge.meta.score);
      // On a failure, the grade's own words: which test, and why.
      expect(graded.status, `${challenge.meta.slug}: ${JSON.stringify(graded)}`).toBe('solved');
      points += graded.score;
    }
    // The starter fails a test: the browser's claim of a full solve is not believed.
    const claimed = content.find((c) => c.meta.topic === 'javascript')!;
    const unsolved = await submit(claimed.meta.id, claimed.starter, claimed.meta.score);
    expect(unsolved.status).toBe('unsolved');
    expect(unsolved.score).toBeLessThan(claimed.meta.score);
    points += unsolved.score;

    const body = (await visit(userName)).json();
    const solvedOf = (topic: string) => solvable.filter((c) => c.meta.topic === topic).length;
    expect(body.frontendQuestions).toEqual({
      totalScore: points,
      solved: solvable.length,
      solvedByTopic: { ...zeroPerTopic(), html: solvedOf('html'), css: solvedOf('css') },
    });
    expect(body.recentSolves).toHaveLength(RECENT_SOLVES_SHOWN);
    expect(
      body.recentSolves.map((solve: { challengeName: string }) => solve.challengeName),
    ).toEqual(
      solvable
        .slice(1)
        .reverse()
        .map((c) => c.meta.name),
    );
    expect(body.recentSolves[0]).toEqual({
      challengeName: solvable.at(-1)!.meta.name,
      topic: solvable.at(-1)!.meta.topic,
      solvedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    // Solving it again later does not move it up: a solve is dated by the first one.
    const first = solvable[1]!;
    await submit(first.meta.id, first.solution, first.meta.score);
    const again = (await visit(userName)).json();
    expect(again.recentSolves[0].challengeName).toBe(solvable.at(-1)!.meta.name);
  });

  it('answers the page /u/{userName} with the app shell: 200 when public, else 404', async () => {
    const { client, userName } = await learner();
    const page = (name: string) => t.app.inject({ method: 'GET', url: `/u/${name}` });
    const statusOf = async (name: string) => (await page(name)).statusCode;

    const hidden = await page(userName);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe(SHELL);
    expect(await statusOf('nobody-here')).toBe(404);
    expect(await statusOf('Not%20a%20name')).toBe(404);
    // Fastify refuses a broken percent-encoding before any route runs.
    expect(await statusOf('%E0%A4')).toBe(400);

    await save(client, { ...fullProfile(userName), publicProfile: true });
    const shown = await page(userName);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toBe(SHELL);
    expect(await statusOf(`${userName}/`)).toBe(200);
  });

  describe('a user name that cannot be one', () => {
    it.each([
      ['too short', 'ab'],
      ['too long', 'a'.repeat(31)],
      ['far too long for a path segment', 'a'.repeat(500)],
      ['upper case', 'Asha-Rao'],
      ['a NUL byte', 'asha%00rao'],
      ['a dot path', '..'],
      ['a SQL quote', "asha'--"],
      ['non-Latin', encodeURIComponent('राहुल')],
      ['a prototype key', '__proto__'],
    ])('%s: a refusal, never a 5xx', async (_label, userName) => {
      const res = await new TestClient(t.app).get(`/api/public-profiles/${userName}`);
      // 414: Fastify refuses a path parameter over 100 characters before any route runs.
      expect([400, 404, 414]).toContain(res.statusCode);
    });
  });
});
