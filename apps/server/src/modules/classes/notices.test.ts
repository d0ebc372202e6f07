import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin } from '../../testing/accounts.ts';
import { createBatch, dayFromToday } from '../../testing/batches.ts';
import { readUntil } from '../../testing/eventually.ts';
import {
  enrolledLearner,
  invitedStaff,
  teachingApp,
  type TeachingSmtp,
} from '../../testing/teaching.ts';
import {
  describeEachDatabase,
  startAnotherInstance,
  TEST_REDIS_URL,
  type TestApp,
} from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { bodyText } from '../../testing/mail-links.ts';

const MINUTE_MS = 60_000;
const fromNow = (minutes: number) => new Date(Date.now() + minutes * MINUTE_MS).toISOString();

describeEachDatabase('class notices: reminders, recordings, announcements', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let smtp: TeachingSmtp;
  teachingApp(kind, (started) => ({ t, admin, smtp } = started));

  /** A running batch with a mentor, two learners (one without reminders) and classes at these minutes from now. */
  async function batchWithClasses(...startsInMinutes: number[]) {
    const batch = await createBatch(admin, {
      startsOn: dayFromToday(-7),
      endsOn: dayFromToday(50),
    });
    const mentor = await invitedStaff(
      t,
      admin,
      smtp,
      'mentor',
      `Mentor ${randomUUID().slice(0, 6)}`,
    );
    await admin.request({
      method: 'PUT',
      url: `/api/admin/staff/${mentor.id}/batches`,
      payload: { batchIds: [batch.id] },
    });
    const learners = [
      await enrolledLearner(t, admin, batch.id, 'Asha Reminded'),
      await enrolledLearner(t, admin, batch.id, 'Ravi Quiet'),
    ];
    const off = await learners[1]!.client.request({
      method: 'PUT',
      url: '/api/classes/reminders',
      payload: { enabled: false },
    });
    expect(off.json()).toEqual({ enabled: false });
    const classes: Array<{ id: number; title: string }> = [];
    for (const minutes of startsInMinutes) {
      const res = await admin.post(`/api/admin/batches/${batch.id}/classes`, {
        title: `Class ${randomUUID().slice(0, 8)}`,
        startsAt: fromNow(minutes),
        endsAt: fromNow(minutes + 60),
        meetingLink: 'https://meet.example.org/live',
      });
      classes.push(res.json());
    }
    return { batch, mentor, learners, classes };
  }

  /** The reminders queued for a class, as `to: subject` lines. */
  async function remindersOf(title: string) {
    const rows = await t.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('subject', 'like', `Reminder: ${title}%`)
      .orderBy('to_address')
      .execute();
    return rows.map((row) => `${row.to_address}: ${row.subject}`);
  }

  it('mails each reminder once to learners who want them and the mentor, however many scans run at once', async () => {
    const { mentor, learners, classes } = await batchWithClasses(23 * 60, 30, 3 * 24 * 60, 40);
    const [tomorrow, soon, later, cancelled] = classes as [
      { id: number; title: string },
      { id: number; title: string },
      { id: number; title: string },
      { id: number; title: string },
    ];
    await admin.request({
      method: 'PATCH',
      url: `/api/admin/classes/${cancelled.id}`,
      payload: { cancelled: true },
    });
    // Scans at the same moment, each several times: on PostgreSQL from two instances (SQLite is
    // one process's database, whose scans share its one connection).
    const other = kind.name === 'postgres' ? await startAnotherInstance(t) : undefined;
    try {
      await Promise.all(
        [t, other ?? t].flatMap((instance) =>
          Array.from({ length: 4 }, () => instance.app.sendDueReminders()),
        ),
      );
      await t.app.sendDueReminders();
    } finally {
      await other?.close();
    }
    const asha = learners[0]!;
    expect(await remindersOf(tomorrow.title)).toEqual(
      [asha.email, mentor.email]
        .sort()
        .map((to) => `${to}: Reminder: ${tomorrow.title} starts in 1 day`),
    );
    expect(await remindersOf(soon.title)).toEqual(
      [asha.email, mentor.email]
        .sort()
        .map((to) => `${to}: Reminder: ${soon.title} starts in 1 hour`),
    );
    expect(await remindersOf(later.title)).toEqual([]);
    expect(await remindersOf(cancelled.title)).toEqual([]);

    // A moved class reminds at its new time, once.
    await admin.request({
      method: 'PATCH',
      url: `/api/admin/classes/${soon.id}`,
      payload: { startsAt: fromNow(45), endsAt: fromNow(105) },
    });
    await t.app.sendDueReminders();
    await t.app.sendDueReminders();
    expect(await remindersOf(soon.title)).toHaveLength(4);

    await t.app.outbox.drain();
    const mail = smtp.received.findLast((each) => each.to.includes(asha.email))!;
    expect(bodyText(mail.raw)).toContain('Join it from your dashboard');
  });

  it('mails the first recording of a class to the learners who missed it, and shows it to the batch', async () => {
    const { learners, classes, mentor } = await batchWithClasses(-90);
    const [asha, ravi] = [learners[0]!, learners[1]!];
    const classId = classes[0]!.id;
    // The class is over: Asha was there, the mentor marks her present; Ravi was not.
    const roster = (await mentor.client.get(`/api/teaching/classes/${classId}/roster`)).json();
    const ashaId = roster.learners.find(
      (each: { email: string }) => each.email === asha.email,
    ).userId;
    await mentor.client.request({
      method: 'PUT',
      url: `/api/teaching/classes/${classId}/roster`,
      payload: { marks: [{ userId: ashaId, status: 'present' }] },
    });
    const put = (url: string) =>
      mentor.client.request({
        method: 'PUT',
        url: `/api/teaching/classes/${classId}/recording`,
        payload: { url },
      });
    expect((await put('http://videos.example.org/1')).statusCode).toBe(400);
    const saved = await put('https://videos.example.org/class-1');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().recordingUrl).toBe('https://videos.example.org/class-1');
    await put('https://videos.example.org/class-1-fixed');

    const recordingMails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'body'])
      .where('subject', '=', `Recording: ${classes[0]!.title}`)
      .execute();
    expect(recordingMails.map((row) => row.to_address)).toEqual([ravi.email]);
    expect(recordingMails[0]!.body).toContain('https://videos.example.org/class-1');
    const mine = (await ravi.client.get('/api/classes/mine')).json();
    expect(mine.classes[0].recordingUrl).toBe('https://videos.example.org/class-1-fixed');
  });

  it("posts an announcement to the batch's dashboards and mails it; a mentor of another batch gets 404", async () => {
    const { batch, learners, mentor } = await batchWithClasses();
    const post = (client: TestClient, batchId: number, body: unknown) =>
      client.post(`/api/teaching/batches/${batchId}/announcements`, { body });
    expect((await post(mentor.client, batch.id, '')).statusCode).toBe(400);
    const text = 'Tomorrow we build a **modal** together. <script>alert(1)</script>';
    const posted = await post(mentor.client, batch.id, text);
    expect(posted.statusCode, posted.body).toBe(201);
    const mine = (await learners[0]!.client.get('/api/classes/mine')).json();
    expect(mine.announcements).toEqual([
      expect.objectContaining({ body: text, authorName: mentor.user.name, batchId: batch.id }),
    ]);
    const mailed = await t.database.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('subject', '=', `Announcement from ${mentor.user.name} (Frontend Launchpad)`)
      .execute();
    expect(mailed.map((row) => row.to_address).sort()).toEqual(
      learners.map((each) => each.email).sort(),
    );

    const other = await createBatch(admin, {
      startsOn: dayFromToday(-7),
      endsOn: dayFromToday(50),
    });
    expect((await post(mentor.client, other.id, 'Not my batch')).statusCode).toBe(404);
    expect((await post(admin, other.id, 'The team may post anywhere')).statusCode).toBe(201);
    expect((await post(learners[0]!.client, batch.id, 'A learner may not')).statusCode).toBe(403);
  });
});

describe('class reminders with Redis: one BullMQ job scheduler for every instance', () => {
  let t: TestApp;
  let second: TestApp;
  let admin: TestClient;
  const env = {
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `test-${randomUUID()}:`,
    CLASS_REMINDER_SCAN_MS: '200',
  };
  beforeAll(async () => {
    const { databaseKinds } = await import('../../testing/test-app.ts');
    t = await databaseKinds[0]!.start({
      RATE_LIMITS: 'off',
      ADMIN_EMAILS: 'team@example.com',
      ...env,
    });
    second = await startAnotherInstance(t, { ...env, RATE_LIMITS: 'off' });
    admin = await signUpAdmin(t.app, t.database);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('sends each due reminder once while both instances run the schedule', async () => {
    const batch = await createBatch(admin, {
      startsOn: dayFromToday(-7),
      endsOn: dayFromToday(50),
    });
    const learner = await enrolledLearner(t, admin, batch.id, 'Redis Learner');
    const title = `Redis class ${randomUUID().slice(0, 8)}`;
    await admin.post(`/api/admin/batches/${batch.id}/classes`, {
      title,
      startsAt: fromNow(20),
      endsAt: fromNow(80),
    });
    const reminders = () =>
      t.database.db
        .selectFrom('mail_outbox')
        .select('to_address')
        .where('subject', 'like', `Reminder: ${title}%`)
        .execute();
    const sent = await readUntil(reminders, (rows) => rows.length > 0, Date.now() + 15_000);
    expect(sent.map((row) => row.to_address)).toEqual([learner.email]);
    // Five more ticks of the schedule on two instances send nothing again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await reminders()).toHaveLength(1);
    const recorded = await t.database.db.selectFrom('class_reminders').selectAll().execute();
    expect(recorded).toHaveLength(1);
  });
});
