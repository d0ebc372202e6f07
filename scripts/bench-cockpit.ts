// npm run bench:cockpit — the mentor cockpit of a batch of 100 learners (issue #33: ≤ 200 ms p95),
// through the built server's HTTP API as the team, on SQLite and on PostgreSQL, against a bare
// Fastify app answering the same path with the same bytes (the reference: the ratio is what the
// cockpit's own work costs over sending its answer).
//
// The batch is seeded straight into the tables: 100 verified learners enrolled in it, 40 classes
// held with a mark for each learner (some joined, some absent, some excused), 6 projects (3 past
// due) with hand-ins in every state, and a few challenge submissions per learner.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Transaction } from 'kysely';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { onBothDatabases, percentile, signedInCookie } from './lib/bench-support.ts';
import { startNode } from './lib/servers.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const LEARNERS = 100;
const CLASSES = 40;
const PROJECTS = 6;
const TARGET_P95_MS = 200;
const ADMIN_EMAIL = 'bench-cockpit-team@example.com';
const HOUR_MS = 3_600_000;

/** A small deterministic generator, so every run seeds the same batch. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const ago = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

/** The batch's learners: verified accounts, each with an enrollment request moved to 'enrolled'. */
async function seedLearners(trx: Transaction<Database>, batchId: number, now: string) {
  const users = await trx
    .insertInto('users')
    .values(
      Array.from({ length: LEARNERS }, (_, i) => ({
        email: `cockpit-${i}@example.com`,
        password_hash: null,
        google_subject: null,
        name: `Learner ${String(i).padStart(3, '0')}`,
        user_name: `cockpit-learner-${i}`,
        image: null,
        website: null,
        location: null,
        bio: null,
        date_of_birth: null,
        github: null,
        linkedin: null,
        resume: null,
        referral_code: null,
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  await trx
    .insertInto('enrollments')
    .values(
      users.map((_, i) => ({
        first_name: 'Learner',
        last_name: String(i),
        email: `cockpit-${i}@example.com`,
        designation: null,
        phone_number: i % 3 === 0 ? `98765${String(i).padStart(5, '0')}` : null,
        referral_code: null,
        course: 'Frontend Launchpad',
        status: 'enrolled' as const,
        referrer_user_id: null,
        batch_id: batchId,
        created_at: now,
        updated_at: now,
        last_repeat_at: null,
        referral_status: null,
        seat_held_until: null,
      })),
    )
    .execute();
  return users;
}

async function seed(database: DatabaseHandle): Promise<number> {
  await database.migrate();
  const next = random(33);
  const now = new Date().toISOString();
  return database.db.transaction().execute(async (trx) => {
    const batch = await trx
      .insertInto('batches')
      .values({
        course: 'Frontend Launchpad',
        starts_on: ago(24 * 60).slice(0, 10),
        ends_on: ago(-24 * 30).slice(0, 10),
        schedule: 'Mon–Fri, 7–9 pm IST',
        seats: LEARNERS,
        price_inr: 1200,
        class_link: null,
        status: 'full',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const users = await seedLearners(trx, batch.id, now);
    const classes = await trx
      .insertInto('classes')
      .values(
        Array.from({ length: CLASSES }, (_, i) => ({
          batch_id: batch.id,
          uid: `bench-cockpit-${i}`,
          rule_day: null,
          starts_at: ago(24 * (CLASSES - i) + 2),
          ends_at: ago(24 * (CLASSES - i)),
          time_zone: 'Asia/Kolkata',
          title: `Class ${i + 1}`,
          meeting_link: null,
          mentor_id: null,
          cancelled_at: null,
          recording_url: null,
          recording_mailed_at: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(['id', 'starts_at'])
      .execute();
    const marks = classes.flatMap((klass) =>
      users.map((user) => {
        const roll = next();
        const status =
          roll < 0.75 ? 'present' : roll < 0.8 ? 'late' : roll < 0.95 ? 'absent' : 'excused';
        return {
          class_id: klass.id,
          user_id: user.id,
          first_joined_at: status === 'present' || status === 'late' ? klass.starts_at : null,
          status: status as 'present' | 'late' | 'absent' | 'excused',
          marked_by: null,
          marked_at: now,
        };
      }),
    );
    for (let at = 0; at < marks.length; at += 500) {
      await trx
        .insertInto('class_attendance')
        .values(marks.slice(at, at + 500))
        .execute();
    }
    const rubric = JSON.stringify([
      {
        name: 'Works',
        levels: [
          { label: 'No', points: 0 },
          { label: 'Yes', points: 5 },
        ],
      },
    ]);
    const projects = await trx
      .insertInto('projects')
      .values(
        Array.from({ length: PROJECTS }, (_, i) => ({
          batch_id: batch.id,
          week: i + 1,
          title: `Project ${i + 1}`,
          brief: 'Build it.',
          due_at: ago(24 * 7 * (3 - i)),
          rubric,
          created_by: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    const handIns = projects.flatMap((project) =>
      users.flatMap((user) => {
        const roll = next();
        if (roll < 0.08) return [];
        const statuses =
          roll < 0.5 ? ['needs_work', 'passed'] : roll < 0.8 ? ['passed'] : ['awaiting_review'];
        return statuses.map((status, attempt) => ({
          project_id: project.id,
          user_id: user.id,
          attempt: attempt + 1,
          repository_url: 'https://github.com/bench/project',
          live_url: 'https://bench.example.org/',
          note: '',
          submitted_at: ago(24 * (attempt + 1)),
          late: 0,
          status: status as 'needs_work' | 'passed' | 'awaiting_review',
        }));
      }),
    );
    for (let at = 0; at < handIns.length; at += 500) {
      await trx
        .insertInto('project_submissions')
        .values(handIns.slice(at, at + 500))
        .execute();
    }
    return batch.id;
  });
}

async function bench(name: string, database: DatabaseHandle, env: Record<string, string>) {
  const batchId = await seed(database);
  const app = await startNode('apps/server/dist/main.js', {
    env: { ...env, ADMIN_EMAILS: ADMIN_EMAIL, LOG_LEVEL: 'warn' },
    quiet: true,
  });
  const bodiesDir = mkdtempSync(join(tmpdir(), 'launchpad-bench-cockpit-'));
  let bare: Awaited<ReturnType<typeof startNode>> | undefined;
  try {
    const cookie = await signedInCookie(app.url, database, ADMIN_EMAIL, 'Bench Team');
    const path = `/api/teaching/batches/${batchId}/cockpit`;
    const first = await fetch(`${app.url}${path}`, { headers: { cookie } });
    const body = await first.text();
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}: ${body}`);
    const { learners } = JSON.parse(body) as { learners: Array<{ risks: string[] }> };
    if (learners.length !== LEARNERS) throw new Error(`the cockpit listed ${learners.length}`);
    const bodiesFile = join(bodiesDir, 'responses.json');
    writeFileSync(
      bodiesFile,
      JSON.stringify([{ path, contentType: 'application/json; charset=utf-8', body }]),
    );
    bare = await startNode('scripts/lib/bare-fastify.mjs', {
      env: { BARE_RESPONSES: bodiesFile },
      readyPath: '/bare',
    });
    const timesOf = async (base: string) => {
      const times: number[] = [];
      // A fresh process runs its first requests unoptimized.
      for (let run = -20; run < RUNS; run += 1) {
        const started = performance.now();
        const response = await fetch(`${base}${path}`, { headers: { cookie } });
        await response.arrayBuffer();
        if (run >= 0) times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b);
    };
    const appTimes = await timesOf(app.url);
    const bareTimes = await timesOf(bare.url);
    const p95 = percentile(appTimes, 95);
    const bareP95 = percentile(bareTimes, 95);
    console.log(
      `\n${name}: cockpit of ${LEARNERS} learners × ${CLASSES} classes × ${PROJECTS} projects, ${(body.length / 1024).toFixed(0)} KiB, ${learners.filter((each) => each.risks.length > 0).length} at risk`,
    );
    console.table([
      {
        server: 'app',
        'p50 ms': percentile(appTimes, 50).toFixed(1),
        'p95 ms': p95.toFixed(1),
        'target p95 ms': TARGET_P95_MS,
        ok: p95 <= TARGET_P95_MS ? 'yes' : 'NO',
      },
      {
        server: 'bare Fastify, same bytes',
        'p50 ms': percentile(bareTimes, 50).toFixed(1),
        'p95 ms': bareP95.toFixed(1),
        'target p95 ms': '',
        ok: '',
      },
    ]);
    console.log(`${name}: app p95 / bare p95 = ${(p95 / bareP95).toFixed(1)}×`);
  } finally {
    await bare?.stop();
    await app.stop();
    rmSync(bodiesDir, { recursive: true, force: true });
  }
}

await onBothDatabases('launchpad-bench-cockpit', bench);
