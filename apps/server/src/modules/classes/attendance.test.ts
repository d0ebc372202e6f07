import { expect, it } from 'vitest';
import { signUpLearner } from '../../testing/accounts.ts';
import { createBatch, dayFromToday } from '../../testing/batches.ts';
import {
  enrolledLearner,
  invitedStaff,
  userIdOf,
  teachingApp,
  type TeachingSmtp,
} from '../../testing/teaching.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';

const MINUTE_MS = 60_000;
const fromNow = (minutes: number) => new Date(Date.now() + minutes * MINUTE_MS).toISOString();

describeEachDatabase('classes: join and attendance', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let smtp: TeachingSmtp;
  teachingApp(kind, (started) => ({ t, admin, smtp } = started));

  /** A running batch with one class at each moment given (minutes from now, one hour long). */
  async function batchWithClasses(...startsInMinutes: number[]) {
    const batch = await createBatch(admin, {
      startsOn: dayFromToday(-7),
      endsOn: dayFromToday(50),
    });
    const classes = [];
    for (const minutes of startsInMinutes) {
      const res = await admin.post(`/api/admin/batches/${batch.id}/classes`, {
        title: `Class at ${minutes}`,
        startsAt: fromNow(minutes),
        endsAt: fromNow(minutes + 60),
        meetingLink: 'https://meet.example.org/live',
      });
      expect(res.statusCode, res.body).toBe(201);
      classes.push(res.json() as { id: number });
    }
    return { batch, classes };
  }

  it("shows a learner their batch's classes and the next class, and Join works only in its window", async () => {
    const { batch, classes } = await batchWithClasses(-120, 10, 30);
    const [ended, soon, later] = classes as [{ id: number }, { id: number }, { id: number }];
    const learner = await enrolledLearner(t, admin, batch.id);
    const mine = (await learner.client.get('/api/classes/mine')).json();
    expect(mine.classes.map((each: { id: number }) => each.id)).toEqual([
      ended.id,
      soon.id,
      later.id,
    ]);
    expect(mine.nextClassId).toBe(soon.id);

    const join = (id: number, client = learner.client) =>
      client.post(`/api/classes/${id}/join`, {});
    expect((await join(later.id)).json()).toEqual({
      message: 'Join opens 15 minutes before the class starts.',
    });
    expect((await join(ended.id)).json()).toEqual({ message: 'This class has ended.' });
    const joined = await join(soon.id);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ meetingLink: 'https://meet.example.org/live' });
    expect((await join(soon.id)).statusCode).toBe(200);
    const after = (await learner.client.get('/api/classes/mine')).json();
    expect(after.classes[1]).toMatchObject({ id: soon.id, attendance: 'present' });

    // Someone not enrolled in the batch, or not verified, sees none of it.
    const outsider = await signUpLearner(t.app);
    expect((await outsider.client.get('/api/classes/mine')).json()).toEqual({
      classes: [],
      nextClassId: null,
      remindersOn: true,
      announcements: [],
    });
    expect((await join(soon.id, outsider.client)).statusCode).toBe(404);
    expect((await outsider.client.get(`/api/classes/${soon.id}/calendar.ics`)).statusCode).toBe(
      404,
    );

    await admin.request({
      method: 'PATCH',
      url: `/api/admin/classes/${soon.id}`,
      payload: { cancelled: true },
    });
    expect((await join(soon.id)).json()).toEqual({ message: 'This class was cancelled.' });
    expect((await learner.client.get('/api/classes/mine')).json().nextClassId).toBe(later.id);
  });

  it("starts the mentor's roster from the joins; saved marks are what each learner sees", async () => {
    const { batch, classes } = await batchWithClasses(5);
    const classId = classes[0]!.id;
    const mentor = await invitedStaff(t, admin, smtp, 'mentor', 'Roster Mentor');
    await admin.request({
      method: 'PUT',
      url: `/api/admin/staff/${mentor.id}/batches`,
      payload: { batchIds: [batch.id] },
    });
    const asha = await enrolledLearner(t, admin, batch.id, 'Asha Joined');
    const ravi = await enrolledLearner(t, admin, batch.id, 'Ravi Late');
    const sara = await enrolledLearner(t, admin, batch.id, 'Sara Absent');
    await asha.client.post(`/api/classes/${classId}/join`, {});

    const roster = (await mentor.client.get(`/api/teaching/classes/${classId}/roster`)).json();
    expect(roster.savedAt).toBeNull();
    expect(roster.learners.map((each: { name: string }) => each.name)).toEqual([
      'Asha Joined',
      'Ravi Late',
      'Sara Absent',
    ]);
    expect(roster.learners[0].firstJoinedAt).toEqual(expect.any(String));
    expect(roster.learners[1]).toMatchObject({ firstJoinedAt: null, status: null });

    const ids = await Promise.all([asha, ravi, sara].map((each) => userIdOf(t, each.email)));
    const save = (marks: unknown) =>
      mentor.client.request({
        method: 'PUT',
        url: `/api/teaching/classes/${classId}/roster`,
        payload: { marks },
      });
    const saved = await save([
      { userId: ids[0], status: 'present' },
      { userId: ids[1], status: 'late' },
      { userId: ids[2], status: 'absent' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().savedAt).toEqual(expect.any(String));
    expect(saved.json().learners.map((each: { status: string }) => each.status)).toEqual([
      'present',
      'late',
      'absent',
    ]);
    const attendanceOf = async (client: TestClient) =>
      (await client.get('/api/classes/mine')).json().classes[0].attendance;
    expect(await attendanceOf(ravi.client)).toBe('late');
    expect(await attendanceOf(sara.client)).toBe('absent');

    const outsiderId = await userIdOf(t, (await signUpLearner(t.app)).email);
    const stranger = await save([{ userId: outsiderId, status: 'present' }]);
    expect(stranger.statusCode).toBe(400);
    expect((await save([{ userId: ids[0], status: 'asleep' }])).statusCode).toBe(400);
    expect((await save('everyone')).statusCode).toBe(400);
  });

  it("gives one class as an .ics file to its learners ('Add to calendar')", async () => {
    const { batch, classes } = await batchWithClasses(60 * 24);
    const learner = await enrolledLearner(t, admin, batch.id);
    const file = await learner.client.get(`/api/classes/${classes[0]!.id}/calendar.ics`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="class-${classes[0]!.id}.ics"`,
    );
    expect(file.body).toContain('BEGIN:VEVENT');
    expect(file.body).toContain('SUMMARY:Class at 1440');
  });
  it("sums each learner's marks over the classes held for the team and the batch's mentor", async () => {
    const { batch, classes } = await batchWithClasses(-240, -120, 60);
    const [first, second] = classes as [{ id: number }, { id: number }];
    const mentor = await invitedStaff(t, admin, smtp, 'mentor', 'Counting Mentor');
    await admin.request({
      method: 'PUT',
      url: `/api/admin/staff/${mentor.id}/batches`,
      payload: { batchIds: [batch.id] },
    });
    const asha = await enrolledLearner(t, admin, batch.id, 'Asha Counted');
    const ravi = await enrolledLearner(t, admin, batch.id, 'Ravi Counted');
    const [ashaId, raviId] = await Promise.all([userIdOf(t, asha.email), userIdOf(t, ravi.email)]);
    const mark = (classId: number, marks: object[]) =>
      mentor.client.request({
        method: 'PUT',
        url: `/api/teaching/classes/${classId}/roster`,
        payload: { marks },
      });
    await mark(first.id, [
      { userId: ashaId, status: 'present' },
      { userId: raviId, status: 'absent' },
    ]);
    await mark(second.id, [{ userId: ashaId, status: 'late' }]);

    const summary = (
      await mentor.client.get(`/api/teaching/batches/${batch.id}/attendance`)
    ).json();
    expect(summary).toEqual({
      classesHeld: 2,
      learners: [
        expect.objectContaining({
          name: 'Asha Counted',
          present: 1,
          late: 1,
          absent: 0,
          unmarked: 0,
        }),
        expect.objectContaining({
          name: 'Ravi Counted',
          present: 0,
          absent: 1,
          excused: 0,
          unmarked: 1,
        }),
      ],
    });
    expect((await admin.get(`/api/teaching/batches/${batch.id}/attendance`)).statusCode).toBe(200);
    const other = await createBatch(admin, {
      startsOn: dayFromToday(-7),
      endsOn: dayFromToday(50),
    });
    expect(
      (await mentor.client.get(`/api/teaching/batches/${other.id}/attendance`)).statusCode,
    ).toBe(404);
    expect((await asha.client.get(`/api/teaching/batches/${batch.id}/attendance`)).statusCode).toBe(
      403,
    );
  });
});
