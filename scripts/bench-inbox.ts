// npm run bench:inbox — the team inbox at 100,000 leads (20,000 people), through the built server's
// HTTP API as a verified admin, on SQLite and on PostgreSQL: p50/p95 of page 1, a deep keyset page,
// searches by name and by phone fragment, a status filter and the name sort, and the CSV export of
// a 10,000-person filter (time, rows, bytes). Targets (issue #16): a page ≤ 50 ms p95, a search
// ≤ 150 ms p95, the 10,000-row export ≤ 2 s.
//
// Each database is fresh: a SQLite file in a temporary folder, and a PostgreSQL database of its
// own beside BENCH_DATABASE_URL (else DATABASE_URL, else the local test database), dropped after.
// The leads are seeded straight into the tables as migration 0013 left them, in batched inserts in
// one transaction; migrating to the latest then builds the people from them (0014's backfill).
import { Migrator } from 'kysely';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { allMigrations } from '../apps/server/src/db/migrations/index.ts';
import { onBothDatabases, percentile, signedInCookie } from './lib/bench-support.ts';
import { startNode } from './lib/servers.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const PEOPLE = 20_000;
const LEADS = 100_000;
const DEEP_PAGE = 200;
const ADMIN_EMAIL = 'bench-admin@example.com';

const statuses = ['new', 'contacted', 'payment_pending', 'enrolled', 'closed', 'lost'] as const;
const firstNames = [
  'Asha',
  'Ravi',
  'Meera',
  'Arjun',
  'Priya',
  'Kiran',
  'Anand',
  'Divya',
  'Rahul',
  'Sneha',
  'Vikram',
  'Lakshmi',
  'Farhan',
  'Neha',
  'Suresh',
  'Ananya',
];
const lastNames = [
  'Rao',
  'Kumar',
  'Iyer',
  'Sharma',
  'Patel',
  'Reddy',
  'Nair',
  'Singh',
  'Das',
  'Menon',
  'Gupta',
  'Khan',
  'Joshi',
  'Pillai',
  'Bose',
  'Verma',
];

/** A small deterministic generator, so every run seeds the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * 20,000 people, 100,000 leads: the even-numbered people sent 3 enrollment requests and 2 contact
 * messages each (their latest request in any status), the odd-numbered 5 contact messages; dates
 * over the past year; an activity row for each request not 'new'.
 */
function seedRows() {
  const next = random(16);
  const now = Date.now();
  const enrollments = [];
  const contacts = [];
  const activity = [];
  const perPerson = LEADS / PEOPLE;
  for (let i = 0; i < PEOPLE; i += 1) {
    const first = firstNames[i % firstNames.length]!;
    const last = `${lastNames[Math.floor(i / firstNames.length) % lastNames.length]!}${i}`;
    const email = `person${i}@example.com`;
    const phone = `+91 9${String(i).padStart(4, '0')} ${String(10_000 + ((i * 7919) % 90_000))}`;
    for (let lead = 0; lead < perPerson; lead += 1) {
      const at = new Date(now - Math.floor(next() * 365 * 86_400_000)).toISOString();
      if (i % 2 === 0 && lead < 3) {
        const status = statuses[Math.floor(next() * statuses.length)]!;
        enrollments.push({
          first_name: first,
          last_name: last,
          email,
          designation: 'Student',
          phone_number: lead === 0 ? null : phone,
          referral_code: null,
          course: 'Frontend Launchpad',
          status,
          created_at: at,
          updated_at: at,
        });
        if (status !== 'new') {
          activity.push({
            lead_type: 'enrollment',
            lead_id: enrollments.length, // ids are given in insert order from 1
            email,
            actor_user_id: null,
            from_status: 'new',
            to_status: status,
            created_at: at,
          });
        }
      } else {
        contacts.push({
          name: `${first} ${last}`,
          email,
          subject: 'About the program',
          message: 'When does the next batch start, and what does it cost?',
          status: 'new',
          created_at: at,
          updated_at: at,
        });
      }
    }
  }
  return { enrollments, contacts, activity };
}

async function seed(database: DatabaseHandle) {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => allMigrations(database.dialect) },
  });
  const before = await migrator.migrateTo('0013-batches-and-pipeline');
  if (before.error) throw before.error;
  const rows = seedRows();
  const started = performance.now();
  await database.db.transaction().execute(async (trx) => {
    for (const [table, list] of [
      ['enrollments', rows.enrollments],
      ['contact_messages', rows.contacts],
      ['lead_activity', rows.activity],
    ] as const) {
      for (let at = 0; at < list.length; at += 500) {
        await trx
          .insertInto(table)
          .values(list.slice(at, at + 500) as never)
          .execute();
      }
    }
  });
  const seeded = performance.now() - started;
  const migrating = performance.now();
  await database.migrate();
  return {
    leads: rows.enrollments.length + rows.contacts.length,
    seedMs: seeded,
    backfillMs: performance.now() - migrating,
  };
}

interface Row {
  query: string;
  p50: number;
  p95: number;
  target: number;
  note: string;
}

async function benchDatabase(name: string, database: DatabaseHandle, env: Record<string, string>) {
  const seeded = await seed(database);
  const app = await startNode('apps/server/dist/main.js', {
    env: { ...env, ADMIN_EMAILS: ADMIN_EMAIL, LOG_LEVEL: 'warn' },
    quiet: true,
  });
  try {
    const cookie = await signedInCookie(app.url, database, ADMIN_EMAIL);
    const get = async (path: string) => {
      const started = performance.now();
      const response = await fetch(`${app.url}${path}`, { headers: { cookie } });
      const body = await response.text();
      const ms = performance.now() - started;
      if (response.status !== 200)
        throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 200)}`);
      return { ms, body };
    };
    const list = (query: Record<string, string>) =>
      get(`/api/admin/people?${new URLSearchParams(query)}`);

    // Warm-up: a fresh process runs its first requests unoptimized.
    for (let i = 0; i < 20; i += 1) await list({});

    // The cursor of a deep page, reached by walking the keyset pages.
    let cursor = '';
    for (let page = 1; page < DEEP_PAGE; page += 1) {
      const { body } = await list(cursor ? { cursor } : {});
      cursor = (JSON.parse(body) as { nextCursor: string }).nextCursor;
    }

    const queries: Array<{
      query: string;
      target: number;
      make: (run: number) => Record<string, string>;
    }> = [
      { query: 'page 1 (newest)', target: 50, make: () => ({}) },
      { query: `page ${DEEP_PAGE} (keyset)`, target: 50, make: () => ({ cursor }) },
      { query: 'page 1 sorted by name', target: 50, make: () => ({ sort: 'name' }) },
      {
        query: 'filter status=payment_pending',
        target: 50,
        make: () => ({ status: 'payment_pending' }),
      },
      {
        query: 'search name fragment',
        target: 150,
        make: (run) => ({ q: ['ana', 'kumar1', 'riya', 'sneha 4', 'rao12'][run % 5]! }),
      },
      {
        query: 'search phone fragment',
        target: 150,
        make: (run) => ({ q: ['98765', '9012', '4321', '+91 91', '55555'][run % 5]! }),
      },
    ];
    const rows: Row[] = [];
    for (const { query, target, make } of queries) {
      const times: number[] = [];
      let found = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const { ms, body } = await list(make(run));
        times.push(ms);
        found += (JSON.parse(body) as { people: unknown[] }).people.length;
      }
      times.sort((a, b) => a - b);
      rows.push({
        query,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        target,
        note: `${(found / RUNS).toFixed(1)} people a page`,
      });
    }

    const exports = [];
    for (let run = 0; run < 3; run += 1) {
      const { ms, body } = await get('/api/admin/people/export.csv?type=enrollment');
      exports.push({ ms, rows: body.split('\r\n').length - 2, bytes: Buffer.byteLength(body) });
    }
    exports.sort((a, b) => a.ms - b.ms);
    const median = exports[1]!;
    if (median.rows !== PEOPLE / 2)
      throw new Error(`the export had ${median.rows} rows, not ${PEOPLE / 2}`);

    console.log(
      `\n${name}: ${seeded.leads.toLocaleString('en')} leads seeded in ${(seeded.seedMs / 1000).toFixed(1)} s, people built by migration 0014 in ${(seeded.backfillMs / 1000).toFixed(1)} s`,
    );
    console.table(
      rows.map((row) => ({
        query: row.query,
        'p50 ms': row.p50.toFixed(1),
        'p95 ms': row.p95.toFixed(1),
        'target p95 ms': row.target,
        ok: row.p95 <= row.target ? 'yes' : 'NO',
        note: row.note,
      })),
    );
    console.log(
      `CSV export type=enrollment (median of 3): ${median.ms.toFixed(0)} ms, ${median.rows.toLocaleString('en')} rows, ${(median.bytes / 1024).toFixed(0)} KiB — target ≤ 2000 ms: ${median.ms <= 2000 ? 'yes' : 'NO'}`,
    );
  } finally {
    await app.stop();
  }
}

await onBothDatabases('launchpad-bench-inbox', benchDatabase);
