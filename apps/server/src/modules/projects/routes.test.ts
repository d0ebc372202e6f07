import { projectMessages } from '@launchpad/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpLearner } from '../../testing/accounts.ts';
import { bodyText } from '../../testing/mail-links.ts';
import type { invitedStaff } from '../../testing/teaching.ts';
import {
  enrolledLearner,
  teachingApp,
  twoMentoredBatches,
  type TeachingSmtp,
} from '../../testing/teaching.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';

const DAY_MS = 86_400_000;
const fromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** A landing page project: two criteria of three levels (most points 10 + 5 = 15). */
const landingPage = (dueAt = fromNow(7)) => ({
  week: 2,
  title: 'A landing page that converts',
  brief: 'Build the **landing page** of the brief, responsive and accessible.',
  dueAt,
  rubric: [
    {
      name: 'Semantic, accessible HTML',
      levels: [
        { label: 'Missing', points: 0 },
        { label: 'Partly', points: 5 },
        { label: 'Throughout', points: 10 },
      ],
    },
    {
      name: 'Responsive layout',
      levels: [
        { label: 'Desktop only', points: 0 },
        { label: 'Breaks somewhere', points: 2 },
        { label: 'Every width', points: 5 },
      ],
    },
  ],
});

const handIn = (attempt = 1) => ({
  repositoryUrl: `https://github.com/asha/landing-${attempt}`,
  liveUrl: `https://asha.example.org/landing-${attempt}`,
  note: attempt === 1 ? 'First go.' : 'Fixed the layout below 400 px.',
});

describeEachDatabase('projects: hand-ins and reviews', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let smtp: TeachingSmtp;
  let mentor: Awaited<ReturnType<typeof invitedStaff>>;
  let otherMentor: Awaited<ReturnType<typeof invitedStaff>>;
  let batchId: number;
  let otherBatchId: number;

  teachingApp(kind, (started) => ({ t, admin, smtp } = started));
  beforeAll(async () => {
    ({ batchId, otherBatchId, mentor, otherMentor } = await twoMentoredBatches(t, admin, smtp));
  });

  async function projectFor(batch: number, by: TestClient = admin, dueAt?: string) {
    const res = await by.post(`/api/teaching/batches/${batch}/projects`, landingPage(dueAt));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; maxPoints: number };
  }

  it('takes a project through needs work, a resubmission and a pass, mailing each review', async () => {
    const project = await projectFor(batchId, mentor.client);
    expect(project.maxPoints).toBe(15);
    const asha = await enrolledLearner(t, admin, batchId, 'Asha Builder');

    const mine = (await asha.client.get('/api/projects/mine')).json();
    expect(mine.projects).toEqual([
      expect.objectContaining({ id: project.id, status: 'not_submitted', submissions: [] }),
    ]);
    const first = await asha.client.post(`/api/projects/${project.id}/submissions`, handIn(1));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ attempt: 1, late: false, status: 'awaiting_review' });
    // Nothing more until it is reviewed.
    const again = await asha.client.post(`/api/projects/${project.id}/submissions`, handIn(2));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(projectMessages.awaitingReview);

    // The mentor's queue has it; reviewing needs a claim.
    const queue = (await mentor.client.get('/api/teaching/reviews')).json();
    expect(queue.submissions).toEqual([
      expect.objectContaining({
        submissionId: first.json().id,
        learnerName: 'Asha Builder',
        projectTitle: 'A landing page that converts',
        attempt: 1,
        claim: null,
      }),
    ]);
    const submissionUrl = `/api/teaching/submissions/${first.json().id}`;
    const review = {
      verdict: 'needs_work',
      feedback: 'The layout breaks on phones.',
      levels: [2, 1],
    };
    const unclaimed = await mentor.client.post(`${submissionUrl}/review`, review);
    expect(unclaimed.statusCode).toBe(409);
    expect(unclaimed.json().message).toBe(projectMessages.claimFirst);

    const claimed = await mentor.client.post(`${submissionUrl}/claim`, {});
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({
      learner: { name: 'Asha Builder', email: asha.email },
      project: { title: 'A landing page that converts', maxPoints: 15 },
      earlier: [],
      claim: { reviewerName: 'Meera Mentor', mine: true },
    });
    // The team sees who holds it, and cannot take it while it holds.
    expect((await admin.post(`${submissionUrl}/claim`, {})).json().message).toBe(
      projectMessages.claimedByAnother,
    );
    expect((await admin.get(submissionUrl)).json().claim).toMatchObject({ mine: false });

    const reviewed = await mentor.client.post(`${submissionUrl}/review`, review);
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json()).toMatchObject({
      status: 'needs_work',
      review: {
        verdict: 'needs_work',
        points: 12,
        maxPoints: 15,
        reviewerName: 'Meera Mentor',
        scores: [
          { criterion: 'Semantic, accessible HTML', level: 'Throughout', points: 10 },
          { criterion: 'Responsive layout', level: 'Breaks somewhere', points: 2 },
        ],
      },
    });
    expect((await mentor.client.post(`${submissionUrl}/review`, review)).json().message).toBe(
      projectMessages.alreadyReviewed,
    );
    await t.app.outbox.drain();
    const needsWork = smtp.received.findLast((mail) => mail.to.includes(asha.email))!;
    expect(needsWork.raw).toContain(
      'Subject: Your project needs work: A landing page that converts',
    );
    expect(bodyText(needsWork.raw)).toContain('The layout breaks on phones.');
    expect(bodyText(needsWork.raw)).toContain('12 of 15 points');

    // The learner sees the review, and hands in again.
    const afterReview = (await asha.client.get('/api/projects/mine')).json().projects[0];
    expect(afterReview.status).toBe('needs_work');
    expect(afterReview.submissions[0].review.feedback).toBe('The layout breaks on phones.');
    const second = await asha.client.post(`/api/projects/${project.id}/submissions`, handIn(2));
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ attempt: 2, status: 'awaiting_review', review: null });

    const secondUrl = `/api/teaching/submissions/${second.json().id}`;
    const withHistory = (await mentor.client.post(`${secondUrl}/claim`, {})).json();
    expect(withHistory.earlier).toEqual([
      expect.objectContaining({ attempt: 1, status: 'needs_work' }),
    ]);
    const passed = await mentor.client.post(`${secondUrl}/review`, {
      verdict: 'passed',
      feedback: 'Works at every width now.',
      levels: [2, 2],
    });
    expect(passed.json()).toMatchObject({ status: 'passed', review: { points: 15 } });
    const done = (await asha.client.get('/api/projects/mine')).json().projects[0];
    expect(done.status).toBe('passed');
    expect(done.submissions.map((each: { attempt: number }) => each.attempt)).toEqual([2, 1]);
    const more = await asha.client.post(`/api/projects/${project.id}/submissions`, handIn(3));
    expect(more.json().message).toBe(projectMessages.alreadyPassed);
    expect((await mentor.client.get('/api/teaching/reviews')).json().submissions).toEqual([]);
  });

  it('marks a hand-in after the due date late, and the queue is oldest first', async () => {
    const overdue = await projectFor(batchId, admin, fromNow(-1));
    const onTime = await projectFor(batchId);
    const ravi = await enrolledLearner(t, admin, batchId, 'Ravi Late');
    const late = await ravi.client.post(`/api/projects/${overdue.id}/submissions`, handIn());
    expect(late.json().late).toBe(true);
    const early = await ravi.client.post(`/api/projects/${onTime.id}/submissions`, handIn());
    expect(early.json().late).toBe(false);
    const queue = (await admin.get('/api/teaching/reviews')).json().submissions;
    const ids = queue.map((each: { submissionId: number }) => each.submissionId);
    expect(ids.indexOf(late.json().id)).toBeLessThan(ids.indexOf(early.json().id));
    expect(queue.find((each: { late: boolean }) => each.late)).toBeDefined();
  });

  it('lets one of two racing hand-ins in, and one of two racing claims', async () => {
    const project = await projectFor(batchId);
    const kiran = await enrolledLearner(t, admin, batchId, 'Kiran Racer');
    const handIns = await Promise.all(
      Array.from({ length: 5 }, () =>
        kiran.client.post(`/api/projects/${project.id}/submissions`, handIn()),
      ),
    );
    expect(handIns.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const id = handIns.find((res) => res.statusCode === 201)!.json().id as number;
    const claims = await Promise.all([
      mentor.client.post(`/api/teaching/submissions/${id}/claim`, {}),
      admin.post(`/api/teaching/submissions/${id}/claim`, {}),
    ]);
    expect(claims.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('keeps a mentor to their own batches and a learner to theirs', async () => {
    const project = await projectFor(otherBatchId, otherMentor.client);
    const outsider = await enrolledLearner(t, admin, batchId, 'Sara Elsewhere');
    const insider = await enrolledLearner(t, admin, otherBatchId, 'Imran Inside');
    const refused = await outsider.client.post(`/api/projects/${project.id}/submissions`, handIn());
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(projectMessages.noSuchProject);
    const submitted = (
      await insider.client.post(`/api/projects/${project.id}/submissions`, handIn())
    ).json();

    // Meera teaches the first batch only: the other's projects and submissions do not exist for her.
    expect(
      (await mentor.client.get(`/api/teaching/batches/${otherBatchId}/projects`)).statusCode,
    ).toBe(404);
    expect(
      (await mentor.client.post(`/api/teaching/batches/${otherBatchId}/projects`, landingPage()))
        .statusCode,
    ).toBe(404);
    for (const path of ['', '/claim', '/review']) {
      const url = `/api/teaching/submissions/${submitted.id}${path}`;
      const res =
        path === ''
          ? await mentor.client.get(url)
          : await mentor.client.post(url, { verdict: 'passed', feedback: 'Fine.', levels: [0, 0] });
      expect(res.statusCode, url).toBe(404);
    }
    const queue = (await mentor.client.get('/api/teaching/reviews')).json().submissions;
    expect(queue.map((each: { submissionId: number }) => each.submissionId)).not.toContain(
      submitted.id,
    );
    // A learner is not staff; an anonymous caller is nobody.
    expect((await insider.client.get('/api/teaching/reviews')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/projects/mine' });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('refuses what does not fit', () => {
    it('a review without a level for every criterion, and a rubric or links out of shape', async () => {
      const project = await projectFor(batchId);
      const learner = await enrolledLearner(t, admin, batchId, 'Tara Checks');
      const badLinks = await learner.client.post(`/api/projects/${project.id}/submissions`, {
        repositoryUrl: 'javascript:alert(1)',
        liveUrl: 'http://insecure.example.org',
      });
      expect(badLinks.statusCode).toBe(400);
      expect(badLinks.json().fieldErrors).toMatchObject({
        repositoryUrl: ['Repository link must be an https:// address'],
        liveUrl: ['Live link must be an https:// address'],
      });
      const id = (
        await learner.client.post(`/api/projects/${project.id}/submissions`, handIn())
      ).json().id as number;
      await admin.post(`/api/teaching/submissions/${id}/claim`, {});
      for (const levels of [[2], [2, 3], [2, 1, 0]]) {
        const res = await admin.post(`/api/teaching/submissions/${id}/review`, {
          verdict: 'passed',
          feedback: 'Good.',
          levels,
        });
        expect(res.statusCode, JSON.stringify(levels)).toBe(400);
        expect(res.json().fieldErrors.levels).toEqual([projectMessages.levelForEveryCriterion]);
      }
      const noRubric = await admin.post(`/api/teaching/batches/${batchId}/projects`, {
        ...landingPage(),
        rubric: [{ name: 'One level', levels: [{ label: 'Only', points: 1 }] }],
      });
      expect(noRubric.statusCode).toBe(400);
      expect(noRubric.json().fieldErrors['rubric.0.levels']).toEqual([
        'Give each criterion at least 2 levels',
      ]);
    });
  });

  it('shows a learner who is not verified no projects', async () => {
    await projectFor(batchId);
    const unverified = await signUpLearner(t.app, 'Nina Unverified');
    expect((await unverified.client.get('/api/projects/mine')).json()).toEqual({ projects: [] });
  });
});
