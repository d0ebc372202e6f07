import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { markEmailVerified, signUpAdmin, signUpLearner } from './accounts.ts';
import { createBatch, dayFromToday, moveEnrollment, requestEnrollment } from './batches.ts';
import { tokenFromMail } from './mail-links.ts';
import { startSmtpServer, type ReceivedMail } from './smtp.ts';
import type { DatabaseKind, TestApp } from './test-app.ts';
import type { TestClient } from './test-client.ts';

interface Harness {
  app: FastifyInstance;
  database: DatabaseHandle;
}

/**
 * A learner enrolled in `batchId` as a person gets there: signs up, verifies the address, asks to
 * enrol with it, and the team moves the request to 'enrolled' (taking a seat of that batch).
 */
export async function enrolledLearner(
  t: Harness,
  admin: TestClient,
  batchId: number,
  name = 'Learner One',
) {
  const learner = await signUpLearner(t.app, name);
  await markEmailVerified(t, learner.email);
  const requestId = await requestEnrollment(t.app, t.database, learner.email);
  await t.database.db
    .updateTable('enrollments')
    .set({ batch_id: batchId })
    .where('id', '=', requestId)
    .execute();
  expect((await moveEnrollment(admin, requestId, 'contacted')).statusCode).toBe(200);
  expect((await moveEnrollment(admin, requestId, 'enrolled')).statusCode).toBe(200);
  return learner;
}

/**
 * Someone the team invites to mentor (or to the team), who signs up with the invited address and
 * accepts the mailed link. Needs an app that mails through `smtp`.
 */
export async function invitedStaff(
  t: Harness,
  admin: TestClient,
  smtp: { received: readonly ReceivedMail[] },
  role: 'mentor' | 'team' = 'mentor',
  name = 'Meera Mentor',
) {
  const person = await signUpLearner(t.app, name);
  const invite = await admin.post('/api/admin/staff/invites', { email: person.email, role });
  expect(invite.statusCode, invite.body).toBe(201);
  await t.app.outbox.drain();
  const token = tokenFromMail(smtp.received, person.email, '/staff-invite');
  const accepted = await person.client.post('/api/staff-invites/accept', { token });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const { user } = (await person.client.get('/api/auth/user')).json();
  return { ...person, id: await userIdOf(t, person.email), user, token };
}

export async function userIdOf(t: Harness, email: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A weekday schedule the team sets: Mon–Fri, 19:00–21:00 India time. */
export const weekdayEvenings = {
  weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
  startTime: '19:00',
  endTime: '21:00',
  timeZone: 'Asia/Kolkata',
  meetingLink: 'https://meet.example.org/launchpad-class',
};

export type TeachingSmtp = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * The setup of the teaching suites: before them, an app on `kind` that mails through a real SMTP
 * server, with a signed-up team member (ADMIN_EMAILS); `started` receives the three. After them,
 * the app closes, then the mail server.
 */
export function teachingApp(
  kind: DatabaseKind,
  started: (harness: { t: TestApp; admin: TestClient; smtp: TeachingSmtp }) => void,
): void {
  let closeAll: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const smtp = await startSmtpServer();
    const t = await kind.start({
      RATE_LIMITS: 'off',
      SMTP_URL: smtp.url,
      ADMIN_EMAILS: 'team@example.com',
    });
    closeAll = async () => {
      await t.close();
      await smtp.close();
    };
    started({ t, admin: await signUpAdmin(t.app, t.database), smtp });
  });
  afterAll(async () => {
    await closeAll?.();
  });
}

/**
 * Two running batches, each with a mentor of its own ('Meera Mentor' teaches `batchId`, 'Omar
 * Other' teaches `otherBatchId`): the setup of every suite that checks a mentor sees only their
 * batch. `seats` sizes the first batch (default as createBatch's).
 */
export async function twoMentoredBatches(
  t: Harness,
  admin: TestClient,
  smtp: { received: readonly ReceivedMail[] },
  { seats }: { seats?: number } = {},
) {
  const batchId = (
    await createBatch(admin, {
      startsOn: dayFromToday(-30),
      endsOn: dayFromToday(50),
      ...(seats ? { seats } : {}),
    })
  ).id;
  const otherBatchId = (
    await createBatch(admin, { startsOn: dayFromToday(-29), endsOn: dayFromToday(51) })
  ).id;
  const mentor = await invitedStaff(t, admin, smtp, 'mentor', 'Meera Mentor');
  const otherMentor = await invitedStaff(t, admin, smtp, 'mentor', 'Omar Other');
  for (const [who, batches] of [
    [mentor, [batchId]],
    [otherMentor, [otherBatchId]],
  ] as const) {
    const assigned = await admin.request({
      method: 'PUT',
      url: `/api/admin/staff/${who.id}/batches`,
      payload: { batchIds: batches },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
  }
  return { batchId, otherBatchId, mentor, otherMentor };
}
