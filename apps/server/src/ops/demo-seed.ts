import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import { InjectClient } from '../http/inject-client.ts';
import { todayInIndia } from '../modules/batches/service.ts';

/**
 * `npm run demo:seed` (issue #32): a running demo batch on an empty database, to look at the
 * product as the team, a mentor and learners see it. Everything a person does in the product is
 * done through the app's own routes (accounts, the batch, its schedule, enrolments, rosters, a
 * recording, an announcement), so the demo obeys the same rules; only what a mailbox would do
 * (verifying an address, accepting an invite) is written directly.
 */

const DAY_MS = 86_400_000;
export const DEMO_PASSWORD = 'launchpad-demo';
export const DEMO_LEARNERS = 12;

export interface DemoAccount {
  role: 'team' | 'mentor' | 'learner';
  name: string;
  email: string;
  password: string;
}

export interface DemoSeed {
  accounts: DemoAccount[];
  batchId: number;
  classes: number;
  /** One learner's private calendar feed. */
  feedUrl: string;
}

export class DemoRefused extends Error {}

/** Seeds the demo, or throws `DemoRefused` when the database has any user already. */
export async function seedDemo(
  app: FastifyInstance,
  database: DatabaseHandle,
  now = new Date(),
): Promise<DemoSeed> {
  const { db } = database;
  const users = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(users.count) > 0) {
    throw new DemoRefused(
      `The demo needs an empty database, and this one has ${users.count} user(s). Point DATA_DIR (or DATABASE_URL) at a new one.`,
    );
  }
  const accounts: DemoAccount[] = [
    { role: 'team', name: 'Tara Team', email: 'team@demo.example.com', password: DEMO_PASSWORD },
    {
      role: 'mentor',
      name: 'Meera Iyer',
      email: 'mentor@demo.example.com',
      password: DEMO_PASSWORD,
    },
    ...learnerNames.map((name, index) => ({
      role: 'learner' as const,
      name,
      email: `learner${index + 1}@demo.example.com`,
      password: DEMO_PASSWORD,
    })),
  ];
  const clients = new Map<string, InjectClient>();
  for (const account of accounts) {
    const client = new InjectClient(app);
    ok(
      await client.post('/api/auth/register', {
        fullName: account.name,
        email: account.email,
        password: account.password,
      }),
    );
    clients.set(account.email, client);
  }
  // What the mailed links would do: every address verified, the staff given their roles.
  await db
    .updateTable('users')
    .set({ email_verified_at: now.toISOString() })
    .where('email', 'like', '%@demo.example.com')
    .execute();
  for (const account of accounts.filter((each) => each.role !== 'learner')) {
    await db
      .updateTable('users')
      .set({ role: account.role })
      .where('email', '=', account.email)
      .execute();
  }
  for (const account of accounts) {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    await app.userChanged(row.id);
  }
  const team = clients.get(accounts[0]!.email)!;
  const mentor = clients.get(accounts[1]!.email)!;
  const mentorId = (
    await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', accounts[1]!.email)
      .executeTakeFirstOrThrow()
  ).id;

  // A batch that started on the Monday two weeks ago, eight weeks of weekday evenings.
  const startsOn = mondayOnOrBefore(todayInIndia(new Date(now.getTime() - 14 * DAY_MS)));
  const endsOn = dayAfter(startsOn, 8 * 7 - 3);
  const batch = ok(
    await team.post('/api/admin/batches', {
      startsOn,
      endsOn,
      schedule: 'Mon–Fri, 7–9 pm IST',
      seats: 30,
      priceInr: 1200,
      classLink: 'https://meet.jit.si/frontend-launchpad-demo',
    }),
  ).json() as { id: number };
  ok(
    await team.request({
      method: 'PUT',
      url: `/api/admin/staff/${mentorId}/batches`,
      payload: { batchIds: [batch.id] },
    }),
  );
  const { classes } = ok(
    await team.request({
      method: 'PUT',
      url: `/api/admin/batches/${batch.id}/schedule`,
      payload: {
        weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
        startTime: '19:00',
        endTime: '21:00',
        timeZone: 'Asia/Kolkata',
        meetingLink: 'https://meet.jit.si/frontend-launchpad-demo',
        mentorId,
      },
    }),
  ).json() as { classes: Array<{ id: number; endsAt: string }> };

  await enrolLearners(
    database,
    team,
    accounts.filter((each) => each.role === 'learner'),
    batch.id,
  );
  await markPastRosters(mentor, classes, now);
  const held = classes.filter((each) => each.endsAt < now.toISOString());
  const lastHeld = held.at(-1);
  if (lastHeld) {
    ok(
      await mentor.request({
        method: 'PUT',
        url: `/api/teaching/classes/${lastHeld.id}/recording`,
        payload: { url: 'https://videos.example.com/frontend-launchpad/demo-recording' },
      }),
    );
  }
  ok(
    await mentor.post(`/api/teaching/batches/${batch.id}/announcements`, {
      body: 'Welcome to week 3! Bring a **layout** you like to Thursday’s class: we will rebuild it with CSS grid.',
    }),
  );
  const feed = ok(await clients.get(accounts[2]!.email)!.post('/api/calendar-feed', {})).json() as {
    url: string;
  };
  return { accounts, batchId: batch.id, classes: classes.length, feedUrl: feed.url };
}

const learnerNames = [
  'Asha Verma',
  'Ravi Kumar',
  'Sara Thomas',
  'Kabir Singh',
  'Nisha Rao',
  'Arjun Mehta',
  'Divya Nair',
  'Farhan Ali',
  'Ishita Das',
  'Manoj Pillai',
  'Pooja Shah',
  'Vikram Joshi',
];

/** Each learner asks to enrol, and the team moves the request to 'enrolled' (a seat taken). */
async function enrolLearners(
  database: DatabaseHandle,
  team: InjectClient,
  learners: readonly DemoAccount[],
  batchId: number,
): Promise<void> {
  for (const learner of learners) {
    const [firstName, lastName] = learner.name.split(' ') as [string, string];
    ok(
      await new InjectClient(team.app).post('/api/enrollments', {
        firstName,
        lastName,
        email: learner.email,
      }),
    );
    const request = await database.db
      .selectFrom('enrollments')
      .select('id')
      .where('email', '=', learner.email)
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('enrollments')
      .set({ batch_id: batchId })
      .where('id', '=', request.id)
      .execute();
    for (const status of ['contacted', 'enrolled']) {
      ok(
        await team.request({
          method: 'PATCH',
          url: `/api/admin/enrollments/${request.id}`,
          payload: { status },
        }),
      );
    }
  }
}

/** The mentor's rosters of the classes already held: most present, some late, a few absent. */
async function markPastRosters(
  mentor: InjectClient,
  classes: ReadonlyArray<{ id: number; endsAt: string }>,
  now: Date,
): Promise<void> {
  const marks = ['present', 'present', 'present', 'late', 'present', 'absent'] as const;
  for (const [index, each] of classes.filter((c) => c.endsAt < now.toISOString()).entries()) {
    const roster = ok(await mentor.get(`/api/teaching/classes/${each.id}/roster`)).json() as {
      learners: Array<{ userId: number }>;
    };
    ok(
      await mentor.request({
        method: 'PUT',
        url: `/api/teaching/classes/${each.id}/roster`,
        payload: {
          marks: roster.learners.map((learner, position) => ({
            userId: learner.userId,
            status: marks[(position + index) % marks.length],
          })),
        },
      }),
    );
  }
}

function ok(response: LightMyRequestResponse): LightMyRequestResponse {
  if (response.statusCode >= 400) {
    throw new Error(`demo seed: the app answered ${response.statusCode}: ${response.body}`);
  }
  return response;
}

/** The Monday on or before a day (YYYY-MM-DD). */
function mondayOnOrBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
