import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/database.ts';
import { readUntil } from './testing/eventually.ts';
import { freePort } from './testing/free-port.ts';
import { startProcess, type ServerProcess } from './testing/server-process.ts';
import { CONTENT_DIR, TEST_REDIS_URL, describeEachDatabase } from './testing/test-app.ts';

/**
 * Class reminders are mailed exactly once per class, person and offset, though the server
 * process dies with SIGKILL (no shutdown hook runs) while writing them, and starts again on the
 * same database: on SQLite with the database scan's timer, on PostgreSQL with Redis, where a
 * BullMQ job scheduler sets the pace (ADR 0027).
 */
let running: ServerProcess | undefined;
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  await running?.stop('SIGKILL');
  running = undefined;
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describeEachDatabase('class reminders across kill -9', (kind) => {
  it('mails each person each due reminder once, though the process died while sending them', async () => {
    const opened = await kind.open();
    cleanups.push(() => opened.dispose());
    // A batch of 40 learners with two classes due (the 1-hour and the 24-hour reminder),
    // written as the team's pages would leave it.
    const classTitles = await seedBatchWithDueClasses(opened.database, 40);

    const webDist = mkdtempSync(join(tmpdir(), 'launchpad-reminders-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Launchpad</title>');
    cleanups.push(() => rmSync(webDist, { recursive: true, force: true }));
    const env = {
      HOST: '127.0.0.1',
      DATA_DIR: opened.dataDir,
      WEB_DIST_DIR: webDist,
      CONTENT_DIR,
      GRADER: 'off',
      CLASS_REMINDER_SCAN_MS: '50',
      ...(opened.databaseUrl
        ? {
            DATABASE_URL: opened.databaseUrl,
            REDIS_URL: TEST_REDIS_URL,
            REDIS_PREFIX: `test-${randomUUID()}:`,
          }
        : {}),
    };
    // Each start on a port of its own (scratchServer says why).
    const start = async () => {
      const port = await freePort();
      return startProcess(
        'src/main.ts',
        { ...env, PORT: String(port) },
        { url: `http://127.0.0.1:${port}/api/ready` },
        60_000,
      );
    };
    const db = opened.database.db;
    const recorded = async () =>
      Number(
        (
          await db
            .selectFrom('class_reminders')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );

    running = await start();
    // Killed as soon as the first reminders are in: the rest are due, and may be half-way
    // through their transaction.
    await readUntil(recorded, (count) => count > 0, Date.now() + 30_000);
    await running.stop('SIGKILL');

    running = await start();
    expect(await readUntil(recorded, (count) => count === 80, Date.now() + 30_000)).toBe(80);
    // More scans after all are sent add nothing: ten more scans' time, since an absence has no
    // condition to poll for.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = await db
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
  }, 150_000);
});

/**
 * Writes a running batch with `learners` verified, enrolled learners and two classes: one in 30
 * minutes, one in 10 hours. Answers the classes' titles.
 */
async function seedBatchWithDueClasses(
  database: DatabaseHandle,
  learners: number,
): Promise<string[]> {
  const db = database.db;
  const now = new Date();
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
  const stamp = now.toISOString();
  const batch = await db
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
    await db
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
    await db
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
    await db
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
}
