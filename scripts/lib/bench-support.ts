import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  openPostgres,
  openSqlite,
  type DatabaseHandle,
} from '../../apps/server/src/db/database.ts';

/** The anti-forgery token the benches send as cookie and header. */
export const BENCH_XSRF = 'bench-anti-forgery-token';

/**
 * Registers `email` on a running app, marks it verified in the database, and answers the cookie
 * header of its session (with the anti-forgery cookie). Listed in ADMIN_EMAILS, it is the team.
 */
export async function signedInCookie(
  url: string,
  database: DatabaseHandle,
  email: string,
  fullName = 'Bench Admin',
): Promise<string> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${BENCH_XSRF}`,
      'x-xsrf-token': BENCH_XSRF,
    },
    body: JSON.stringify({ fullName, email, password: 'bench password 123' }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  await database.db
    .updateTable('users')
    .set({ email_verified_at: new Date().toISOString() })
    .where('email', '=', email)
    .execute();
  const session = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair!.startsWith('XSRF-TOKEN='));
  return [`XSRF-TOKEN=${BENCH_XSRF}`, ...session].join('; ');
}

/** The p-th percentile of sorted numbers (nearest rank). */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The PostgreSQL server benches make their databases beside. */
export const benchPostgresUrl =
  [process.env.BENCH_DATABASE_URL, process.env.DATABASE_URL].find((url) =>
    /^postgres(ql)?:\/\//.test(url ?? ''),
  ) ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh PostgreSQL database beside `url` for one run, and how to drop it. */
async function freshPostgresDatabase(url: string, prefix: string) {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  return { url: benchUrl.href, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Runs a bench on a fresh SQLite file, then on a fresh PostgreSQL database (dropped after), with
 * the environment that points the app's process at each.
 */
export async function onBothDatabases(
  prefix: string,
  bench: (name: string, database: DatabaseHandle, env: Record<string, string>) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  try {
    const sqlite = openSqlite(join(dataDir, 'app.db'));
    try {
      await bench('SQLite', sqlite, { DATA_DIR: dataDir, DATABASE_URL: '' });
    } finally {
      await sqlite.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const postgres = await freshPostgresDatabase(benchPostgresUrl, prefix.replaceAll('-', '_'));
  try {
    const database = openPostgres({ url: postgres.url });
    try {
      await bench('PostgreSQL', database, { DATABASE_URL: postgres.url });
    } finally {
      await database.close();
    }
  } finally {
    await postgres.drop();
  }
}
