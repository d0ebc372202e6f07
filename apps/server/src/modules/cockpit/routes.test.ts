import {
  cockpitMessages,
  type BatchCockpitResponse,
  type CockpitLearner,
} from '@launchpad/contract';
import { beforeAll, expect, it } from 'vitest';
import { bodyText } from '../../testing/mail-links.ts';
import type { invitedStaff } from '../../testing/teaching.ts';
import {
  enrolledLearner,
  teachingApp,
  twoMentoredBatches,
  userIdOf,
  type TeachingSmtp,
} from '../../testing/teaching.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';

const HOUR_MS = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

describeEachDatabase('the mentor cockpit', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let smtp: TeachingSmtp;
  let mentor: Awaited<ReturnType<typeof invitedStaff>>;
  let otherMentor: Awaited<ReturnType<typeof invitedStaff>>;
  let batchId: number;
  const ids: Record<'asha' | 'ravi' | 'sara', number> = { asha: 0, ravi: 0, sara: 0 };
  let asha: Awaited<ReturnType<typeof enrolledLearner>>;

  teachingApp(kind, (started) => ({ t, admin, smtp } = started));
  beforeAll(async () => {
    ({ batchId, mentor, otherMentor } = await twoMentoredBatches(t, admin, smtp));
    asha = await enrolledLearner(t, admin, batchId, 'Asha Absent');
    await enrolledLearner(t, admin, batchId, 'Ravi Regular');
    await enrolledLearner(t, admin, batchId, 'Sara Waiting');
    for (const name of ['asha', 'ravi', 'sara'] as const) {
      const row = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('name', 'like', `${name[0]!.toUpperCase()}${name.slice(1)}%`)
        .executeTakeFirstOrThrow();
      ids[name] = row.id;
    }

    // Four classes held over the last days; Asha missed the last three, Ravi joined each.
    const { db } = t.database;
    const now = new Date().toISOString();
    const classIds: number[] = [];
    for (let i = 4; i >= 1; i -= 1) {
      const row = await db
        .insertInto('classes')
        .values({
          batch_id: batchId,
          uid: `cockpit-${kind.name}-${i}`,
          rule_day: null,
          starts_at: ago(24 * i + 2),
          ends_at: ago(24 * i),
          time_zone: 'Asia/Kolkata',
          title: `Class ${5 - i}`,
          meeting_link: null,
          mentor_id: null,
          cancelled_at: null,
          recording_url: null,
          recording_mailed_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      classIds.push(row.id);
    }
    for (const [index, classId] of classIds.entries()) {
      await db
        .insertInto('class_attendance')
        .values([
          {
            class_id: classId,
            user_id: ids.asha,
            first_joined_at: null,
            status: index === 0 ? 'present' : 'absent',
            marked_by: mentor.id,
            marked_at: now,
          },
          {
            class_id: classId,
            user_id: ids.ravi,
            first_joined_at: ago(24 * (4 - index) + 1),
            status: 'present',
            marked_by: mentor.id,
            marked_at: now,
          },
          {
            class_id: classId,
            user_id: ids.sara,
            first_joined_at: ago(24 * (4 - index) + 1),
            status: index === 0 ? 'excused' : 'present',
            marked_by: mentor.id,
            marked_at: now,
          },
        ])
        .execute();
    }

    // A project due yesterday: Ravi passed it, Sara's hand-in waits, Asha has none.
    const project = await mentor.client.post(`/api/teaching/batches/${batchId}/projects`, {
      week: 1,
      title: 'Landing page',
      brief: 'Build the landing page of the brief.',
      dueAt: ago(24),
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
    const projectId = (project.json() as { id: number }).id;
    for (const [userId, status] of [
      [ids.ravi, 'passed'],
      [ids.sara, 'awaiting_review'],
    ] as const) {
      await db
        .insertInto('project_submissions')
        .values({
          project_id: projectId,
          user_id: userId,
          attempt: 1,
          repository_url: 'https://github.com/x/y',
          live_url: 'https://x.example.org/',
          note: '',
          submitted_at: ago(30),
          late: 0,
          status,
        })
        .execute();
    }
  });

  const cockpitOf = async (client: TestClient) => {
    const res = await client.get(`/api/teaching/batches/${batchId}/cockpit`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as BatchCockpitResponse).learners;
  };

  it('shows each learner’s attendance, projects and last activity, at risk first', async () => {
    const learners = await cockpitOf(mentor.client);
    expect(learners.map((each) => each.name)).toEqual([
      'Asha Absent',
      'Ravi Regular',
      'Sara Waiting',
    ]);
    const [a, r, s] = learners as [CockpitLearner, CockpitLearner, CockpitLearner];
    expect(a.risks).toEqual([
      'Missed the last 3 classes',
      'Overdue: Landing page',
      'No activity in 7 days',
    ]);
    expect(a.attendance).toEqual({ classesHeld: 4, attended: 1, missed: 3, percent: 25 });
    expect(a.lastActivityAt).toBeNull();
    expect(r.risks).toEqual([]);
    expect(r.projects).toEqual({ total: 1, passed: 1, awaitingReview: 0, overdue: [] });
    expect(Date.parse(r.lastActivityAt!)).toBeGreaterThan(Date.now() - 26 * HOUR_MS);
    // Waiting for its review is not overdue; an excused class counts neither way.
    expect(s.risks).toEqual([]);
    expect(s.attendance.percent).toBe(100);
    expect(s.projects.awaitingReview).toBe(1);
    // The team sees every batch's cockpit.
    expect(await cockpitOf(admin)).toHaveLength(3);
  });

  it('nudges a learner by mail once a day, naming what is missing', async () => {
    const url = `/api/teaching/batches/${batchId}/nudges`;
    const sent = await mentor.client.post(url, {
      userId: ids.asha,
      note: 'Shall we talk on Friday?',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((sent.json() as CockpitLearner).lastNudgedAt).not.toBeNull();
    await t.app.outbox.drain();
    const mail = smtp.received.findLast((each) => each.to.includes(asha.email))!;
    expect(mail.raw).toContain('Meera Mentor is checking in on you');
    const text = bodyText(mail.raw);
    expect(text).toContain('- Missed the last 3 classes');
    expect(text).toContain('Shall we talk on Friday?');

    const again = await admin.post(url, { userId: ids.asha });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(cockpitMessages.nudgedRecently);
    expect((await cockpitOf(mentor.client))[0]!.lastNudgedAt).not.toBeNull();
  });

  it('answers 404 outside the mentor’s batches, 403 to learners and 401 to nobody', async () => {
    const url = `/api/teaching/batches/${batchId}/cockpit`;
    expect((await otherMentor.client.get(url)).statusCode).toBe(404);
    expect(
      (
        await otherMentor.client.post(`/api/teaching/batches/${batchId}/nudges`, {
          userId: ids.ravi,
        })
      ).statusCode,
    ).toBe(404);
    expect((await asha.client.get(url)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const stranger = await mentor.client.post(`/api/teaching/batches/${batchId}/nudges`, {
      userId: await userIdOf(t, otherMentor.email),
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(cockpitMessages.notALearner);
  });
});
