import { CONTENT_DIR } from './testing/test-app.ts';
import { loadChallengeContent } from '@launchpad/content';
import { TEST_CHROMIUM_PATH } from '@launchpad/grader/testing';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { join } from 'node:path';
import { openSqlite } from './db/database.ts';
import { readUntil } from './testing/eventually.ts';
import { freePort } from './testing/free-port.ts';
import {
  postToProcess,
  scratchServer,
  sessionOf,
  type ServerProcess,
} from './testing/server-process.ts';

/**
 * The real server process on SQLite, killed with SIGKILL (no shutdown hook runs) and started
 * again on the same data folder: every committed row must still be there, and every submission
 * pending at the kill is graded, once.
 */
const scratch = scratchServer('durability', CONTENT_DIR);
const startServer = scratch.start;

const post = postToProcess;

let running: ServerProcess | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});
afterAll(() => scratch.remove());

describe('durability on SQLite', () => {
  it('keeps every committed row across kill -9 and a restart', async () => {
    const port = await freePort();
    running = await startServer(port);
    const accounts = Array.from({ length: 5 }, (_, i) => ({
      fullName: `Durable ${i}`,
      email: `durable-${i}@example.com`,
      password: 'durable password',
    }));
    for (const account of accounts) {
      expect((await post(port, '/api/auth/register', account)).status).toBe(201);
    }

    await running.stop('SIGKILL');
    running = await startServer(port);

    for (const { email, password } of accounts) {
      const login = await post(port, '/api/auth/login', { email, password });
      expect(login.status).toBe(200);
    }
  }, 60_000);
});

describe('grading across kill -9 (SQLite)', () => {
  it('grades every pending submission exactly once after a restart', async () => {
    const port = await freePort();
    // Answer at once (202) and grade one at a time, so the kill finds most of them pending.
    const grading = {
      GRADER: 'on',
      GRADER_CONCURRENCY: '1',
      GRADE_WAIT_MS: '0',
      GRADER_TIMEOUT_MS: '2000',
      GRADER_RUNTIME_DIR: inject('runnerRuntimeDir'),
      CHROMIUM_PATH: TEST_CHROMIUM_PATH,
      LOG_LEVEL: 'info',
    };
    running = await startServer(port, grading);
    // Two learners, four each: an account may have at most 4 submissions waiting (fair graders).
    const sessions: string[] = [];
    for (const name of ['pending', 'waiting']) {
      const registered = await post(port, '/api/auth/register', {
        fullName: 'Pending Learner',
        email: `${name}@example.com`,
        password: 'durable password',
      });
      sessions.push(sessionOf(registered));
    }
    const solution = loadChallengeContent(CONTENT_DIR).find((c) => c.meta.id === 101)!.solution;
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await post(
        port,
        '/api/v1/fe-submissions',
        {
          questionId: 101,
          status: 'solved',
          score: 10,
          previous_data: { html: Buffer.from(solution['index.html']!).toString('base64') },
        },
        sessions[i % 2]!,
      );
      expect([201, 202]).toContain(res.status);
      ids.push(((await res.json()) as { id: number }).id);
    }
    const before = running.logs;
    await running.stop('SIGKILL');

    running = await startServer(port, grading);
    const statusOf = async (id: number) => {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/fe-submissions/${id}`, {
        headers: { cookie: sessions[ids.indexOf(id) % 2]! },
      });
      return ((await res.json()) as { status: string }).status;
    };
    // A grade that was in flight at the kill waits for its claim to lapse (3 × the time limit).
    for (const id of ids) {
      while ((await statusOf(id)) === 'pending') await new Promise((r) => setTimeout(r, 200));
      expect(await statusOf(id)).toBe('solved');
    }
    // Exactly once: every one is solved (above) and none was written twice. A grade committed
    // just before the kill may have lost its log line with the process, so a missing line is
    // not a missing grade; two lines for one submission would be a double write.
    const written = [...before, ...running.logs]
      .filter((entry) => entry.msg === 'submission graded' && entry.written === true)
      .map((entry) => entry.submission as number);
    expect(written.length).toBeGreaterThan(0);
    expect(written.filter((id, index) => written.indexOf(id) !== index)).toEqual([]);
    expect(written.every((id) => ids.includes(id))).toBe(true);
  }, 90_000);
});

describe('class reminders across kill -9 (SQLite)', () => {
  it('mails each person each due reminder once, though the process died while sending them', async () => {
    const port = await freePort();
    // A first start makes the database; then a batch of 40 learners with two classes due (the
    // 1-hour and the 24-hour reminder) is written as the team's pages would leave it.
    running = await startServer(port);
    await running.stop();
    const classTitles = await seedBatchWithDueClasses(join(scratch.dataDir, 'app.db'), 40);
    const fastScans = { CLASS_REMINDER_SCAN_MS: '50' };

    const database = openSqlite(join(scratch.dataDir, 'app.db'));
    try {
      const recorded = async () =>
        Number(
          (
            await database.db
              .selectFrom('class_reminders')
              .select((eb) => eb.fn.countAll<number>().as('count'))
              .executeTakeFirstOrThrow()
          ).count,
        );
      running = await startServer(port, fastScans);
      // Killed as soon as the first class's reminders are in: the second's are due, and may be
      // half-way through their transaction.
      await readUntil(recorded, (count) => count > 0, Date.now() + 20_000);
      await running.stop('SIGKILL');

      running = await startServer(port, fastScans);
      expect(await readUntil(recorded, (count) => count === 80, Date.now() + 20_000)).toBe(80);
      // More scans after all are sent add nothing.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const mails = await database.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject'])
        .where('kind', '=', 'class')
        .execute();
      expect(mails).toHaveLength(80);
      const distinct = new Set(mails.map((mail) => `${mail.to_address} ${mail.subject}`));
      expect(distinct.size).toBe(80);
      for (const title of classTitles) {
        expect(mails.filter((mail) => mail.subject.includes(title))).toHaveLength(40);
      }
      expect(await recorded()).toBe(80);
    } finally {
      await database.close();
    }
  }, 90_000);
});

/**
 * Writes a running batch with `learners` verified, enrolled learners and two classes: one in 30
 * minutes, one in 10 hours. Answers the classes' titles.
 */
async function seedBatchWithDueClasses(file: string, learners: number): Promise<string[]> {
  const database = openSqlite(file);
  const now = new Date();
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
  const stamp = now.toISOString();
  try {
    const batch = await database.db
      .insertInto('batches')
      .values({
        course: 'Frontend Launchpad',
        starts_on: at(-7 * 24 * 60).slice(0, 10),
        ends_on: at(50 * 24 * 60).slice(0, 10),
        schedule: 'Mon–Fri, 7–9 pm IST',
        seats: learners,
        price_inr: 1200,
        class_link: null,
        status: 'open',
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < learners; i += 1) {
      const email = `reminded-${i}@example.com`;
      await database.db
        .insertInto('users')
        .values({
          email,
          password_hash: null,
          google_subject: null,
          name: `Reminded ${i}`,
          user_name: `reminded${i}`,
          image: null,
          website: null,
          location: null,
          bio: null,
          date_of_birth: null,
          github: null,
          linkedin: null,
          resume: null,
          referral_code: null,
          email_verified_at: stamp,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      await database.db
        .insertInto('enrollments')
        .values({
          first_name: 'Reminded',
          last_name: String(i),
          email,
          designation: null,
          phone_number: null,
          referral_code: null,
          course: 'Frontend Launchpad',
          status: 'enrolled',
          referrer_user_id: null,
          batch_id: batch.id,
          created_at: stamp,
          updated_at: stamp,
          last_repeat_at: null,
          referral_status: null,
        })
        .execute();
    }
    const titles = ['Class in half an hour', 'Class in ten hours'];
    for (const [index, minutes] of [30, 600].entries()) {
      await database.db
        .insertInto('classes')
        .values({
          batch_id: batch.id,
          uid: `durable-${index}@frontend-launchpad`,
          rule_day: null,
          starts_at: at(minutes),
          ends_at: at(minutes + 120),
          time_zone: 'Asia/Kolkata',
          title: titles[index]!,
          meeting_link: 'https://meet.example.org/durable',
          mentor_id: null,
          recording_url: null,
          recording_mailed_at: null,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
    }
    return titles;
  } finally {
    await database.close();
  }
}
