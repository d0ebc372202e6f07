import { expect, it } from 'vitest';
import { createBatch, dayFromToday } from '../../testing/batches.ts';
import {
  enrolledLearner,
  invitedStaff,
  teachingApp,
  type TeachingSmtp,
} from '../../testing/teaching.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';

const HOUR_MS = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

describeEachDatabase('completion: rules and standings', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let smtp: TeachingSmtp;
  teachingApp(kind, (started) => ({ t, admin, smtp } = started));

  /** A running batch with four classes over and one to come, and one project. */
  async function runningBatch() {
    const batch = await createBatch(admin, {
      startsOn: dayFromToday(-30),
      endsOn: dayFromToday(30),
    });
    const held: number[] = [];
    for (const hoursAgo of [96, 72, 48, 24, -24]) {
      const res = await admin.post(`/api/admin/batches/${batch.id}/classes`, {
        title: `Class ${hoursAgo}`,
        startsAt: hoursFromNow(-hoursAgo),
        endsAt: hoursFromNow(-hoursAgo + 2),
        meetingLink: 'https://meet.example.org/live',
      });
      expect(res.statusCode, res.body).toBe(201);
      if (hoursAgo > 0) held.push((res.json() as { id: number }).id);
    }
    const project = await admin.post(`/api/teaching/batches/${batch.id}/projects`, {
      week: 1,
      title: 'A first page',
      brief: 'Build a first page that works.',
      dueAt: hoursFromNow(48),
      rubric: [
        {
          name: 'Works',
          levels: [
            { label: 'No', points: 0 },
            { label: 'Yes', points: 5 },
          ],
        },
      ],
    });
    expect(project.statusCode, project.body).toBe(201);
    return { batchId: batch.id, held, projectId: (project.json() as { id: number }).id };
  }

  async function mark(classId: number, marks: Array<{ userId: number; status: string }>) {
    const res = await admin.request({
      method: 'PUT',
      url: `/api/teaching/classes/${classId}/roster`,
      payload: { marks },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function passProject(learner: TestClient, projectId: number) {
    const handIn = await learner.post(`/api/projects/${projectId}/submissions`, {
      repositoryUrl: 'https://github.com/me/page',
      liveUrl: 'https://me.example.org/page',
    });
    expect(handIn.statusCode, handIn.body).toBe(201);
    const url = `/api/teaching/submissions/${(handIn.json() as { id: number }).id}`;
    await admin.post(`${url}/claim`, {});
    const reviewed = await admin.post(`${url}/review`, {
      verdict: 'passed',
      feedback: 'It works.',
      levels: [1],
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
  }

  it("measures each learner against the batch's rules, the defaults until the team sets its own", async () => {
    const { batchId, held, projectId } = await runningBatch();
    const asha = await enrolledLearner(t, admin, batchId, 'Asha Complete');
    const ravi = await enrolledLearner(t, admin, batchId, 'Ravi Behind');
    const roster = (await admin.get(`/api/teaching/classes/${held[0]}/roster`)).json() as {
      learners: Array<{ userId: number; name: string }>;
    };
    const idOf = (name: string) => roster.learners.find((each) => each.name === name)!.userId;
    const [a, r] = [idOf('Asha Complete'), idOf('Ravi Behind')];
    // Asha: 3 of 4 (75 %). Ravi: 2 present, 1 excused, 1 absent: 2 of 3 counted (66 %).
    const statuses: Array<[string, string]> = [
      ['present', 'present'],
      ['late', 'present'],
      ['present', 'excused'],
      ['absent', 'absent'],
    ];
    for (const [index, [ashaMark, raviMark]] of statuses.entries()) {
      await mark(held[index]!, [
        { userId: a, status: ashaMark },
        { userId: r, status: raviMark },
      ]);
    }
    await passProject(asha.client, projectId);

    expect((await admin.get(`/api/admin/batches/${batchId}/completion-rules`)).json()).toEqual({
      minAttendancePercent: 75,
      allProjectsPassed: true,
      minVerifiedChallenges: 0,
    });
    const mine = (await asha.client.get('/api/completion/mine')).json();
    expect(mine.batches).toEqual([
      expect.objectContaining({
        batchId,
        attendance: { classesHeld: 4, attended: 3, excused: 0, percent: 75 },
        projects: { total: 1, passed: 1 },
        challenges: { verified: 0, points: 0 },
        met: { attendance: true, projects: true, challenges: true },
        complete: true,
      }),
    ]);
    const behind = (await ravi.client.get('/api/completion/mine')).json().batches[0];
    expect(behind).toMatchObject({
      attendance: { attended: 2, excused: 1, percent: 66 },
      projects: { passed: 0 },
      met: { attendance: false, projects: false, challenges: true },
      complete: false,
    });

    // The team lowers attendance, asks for a verified challenge and drops the project rule.
    const rules = { minAttendancePercent: 60, allProjectsPassed: false, minVerifiedChallenges: 1 };
    const set = await admin.request({
      method: 'PUT',
      url: `/api/admin/batches/${batchId}/completion-rules`,
      payload: rules,
    });
    expect(set.json()).toEqual(rules);
    const standings = (await admin.get(`/api/teaching/batches/${batchId}/completion`)).json();
    expect(
      standings.learners.map((each: { name: string; progress: { met: object } }) => [
        each.name,
        each.progress.met,
      ]),
    ).toEqual([
      ['Asha Complete', { attendance: true, projects: true, challenges: false }],
      ['Ravi Behind', { attendance: true, projects: true, challenges: false }],
    ]);
  });

  it('keeps the rules to the team, the standings to the batch’s staff, and refuses nonsense', async () => {
    const { batchId } = await runningBatch();
    const other = await createBatch(admin, {
      startsOn: dayFromToday(-29),
      endsOn: dayFromToday(31),
    });
    const mentor = await invitedStaff(t, admin, smtp, 'mentor', 'Mira Mentor');
    await admin.request({
      method: 'PUT',
      url: `/api/admin/staff/${mentor.id}/batches`,
      payload: { batchIds: [other.id] },
    });
    expect(
      (await mentor.client.get(`/api/teaching/batches/${batchId}/completion`)).statusCode,
    ).toBe(404);
    expect(
      (await mentor.client.get(`/api/teaching/batches/${other.id}/completion`)).statusCode,
    ).toBe(200);
    expect(
      (await mentor.client.get(`/api/admin/batches/${batchId}/completion-rules`)).statusCode,
    ).toBe(403);
    expect((await admin.get('/api/admin/batches/999999/completion-rules')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/completion/mine' });
    expect(anonymous.statusCode).toBe(401);
    const bad = await admin.request({
      method: 'PUT',
      url: `/api/admin/batches/${batchId}/completion-rules`,
      payload: { minAttendancePercent: 101, allProjectsPassed: 'yes', minVerifiedChallenges: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      minAttendancePercent: ['Attendance must be between 0 and 100 %'],
      minVerifiedChallenges: ['Challenges must be 0 or more'],
    });
  });
});
