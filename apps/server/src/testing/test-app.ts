import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe } from 'vitest';
import { buildApp } from '../app.ts';
import type { Grader } from '../modules/challenges/grading.ts';
import type { NativeFormPages } from '../http/native-forms.ts';
import { loadConfig, type Config } from '../config.ts';
import { openPostgres, openSqlite, type DatabaseHandle } from '../db/database.ts';
import { loadChallengeContent, type ChallengeContent } from '@launchpad/content';
import { hashCheaplyInTests } from '../modules/auth/passwords.ts';
import { syncContent } from './content.ts';

/**
 * Test harness: the real app on a real database, one fresh database per `start()`. SQLite gets a
 * file in a temporary folder; PostgreSQL gets a schema of its own in the shared server, so
 * parallel runs never collide. An unreachable PostgreSQL fails the suite — it is never skipped.
 */
/** The repository's own challenges, loaded into every test app like at start-up. */
export const CONTENT_DIR = fileURLToPath(
  new URL('../../../../content/challenges', import.meta.url),
);

// The apps built here hash passwords at argon2id's lowest cost (passwords.ts says why).
hashCheaplyInTests();

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const TEST_POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** What another process sets as DATABASE_URL to share this database (PostgreSQL only). */
  databaseUrl: string | undefined;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Grades the app's submissions (a shared Chromium pool: `startTestGrader`). Without one the
   * app grades nothing and submissions stay 'pending'.
   */
  grader?: Grader;
  /**
   * Checks every answer against its zod schema (the default here, so contract drift fails the
   * suite); `false` writes answers the production way.
   */
  responseValidation?: boolean;
  /** Renders the lead forms' pages (the web app's renderer needs a build the tests do not have). */
  nativeFormPages?: NativeFormPages;
}

export interface DatabaseKind {
  name: 'sqlite' | 'postgres';
  /** Opens a fresh, migrated database. */
  open(): Promise<{
    database: DatabaseHandle;
    dataDir: string;
    databaseUrl?: string;
    dispose(): Promise<void>;
  }>;
  /**
   * Builds the app on a fresh database; `env` overrides configuration variables and `extend`
   * may add test-only routes before the app is sealed.
   */
  start(
    env?: Record<string, string>,
    extend?: (app: FastifyInstance) => void,
    options?: TestAppOptions,
  ): Promise<TestApp>;
}

const sqliteKind: DatabaseKind = {
  name: 'sqlite',
  async open() {
    const dataDir = mkdtempSync(join(tmpdir(), 'launchpad-test-'));
    const database = openSqlite(join(dataDir, 'app.db'));
    await database.migrate();
    return {
      database,
      dataDir,
      async dispose() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
  start: (env, extend, options) => startOn(sqliteKind, env, extend, options),
};

const postgresKind: DatabaseKind = {
  name: 'postgres',
  async open() {
    const schema = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create schema ${schema}`);
    const dataDir = mkdtempSync(join(tmpdir(), 'launchpad-test-'));
    const database = openPostgres({
      url: TEST_POSTGRES_URL,
      searchPath: schema,
      maxConnections: 4,
    });
    await database.migrate();
    return {
      database,
      dataDir,
      databaseUrl: `${TEST_POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      async dispose() {
        await database.close();
        await adminQuery(`drop schema if exists ${schema} cascade`);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
  start: (env, extend, options) => startOn(postgresKind, env, extend, options),
};

/**
 * Every database the suites run on. The fast lane (`npm run test:fast`, TEST_LANE=fast) runs them
 * on SQLite alone, for the inner loop; `npm test` and CI always run both.
 */
export const databaseKinds: DatabaseKind[] =
  process.env.TEST_LANE === 'fast' ? [sqliteKind] : [sqliteKind, postgresKind];

/** Runs the same suite once per database dialect. */
export function describeEachDatabase(title: string, suite: (kind: DatabaseKind) => void): void {
  for (const kind of databaseKinds) {
    describe(`${title} [${kind.name}]`, () => suite(kind));
  }
}

/**
 * For suites that start an app of their own in each test (beside an SMTP server, say): `start`
 * builds it, `defer` registers what else to close, and after each test the app closes first, then
 * the rest in order.
 */
export function appsPerTest(kind: DatabaseKind) {
  let current: TestApp | undefined;
  const deferred: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await current?.close();
    current = undefined;
    for (const close of deferred.splice(0)) await close();
  });
  return {
    async start(...args: Parameters<DatabaseKind['start']>): Promise<TestApp> {
      current = await kind.start(...args);
      return current;
    },
    defer(close: () => Promise<void>): void {
      deferred.push(close);
    },
  };
}

/**
 * Another instance of the app on the same database as `first`, like a second process behind a
 * load balancer (its own connections, its own memory). Close it before `first`, which owns the
 * database.
 */
export async function startAnotherInstance(
  first: TestApp,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const database =
    first.database.dialect === 'postgres'
      ? openPostgres({ url: first.databaseUrl!, maxConnections: 4 })
      : openSqlite(join(first.config.dataDir, 'app.db'));
  const config = loadConfig(
    { LOG_LEVEL: 'silent', DATA_DIR: first.config.dataDir, GRADER: 'off', ...env },
    { contentDir: CONTENT_DIR },
  );
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    databaseUrl: first.databaseUrl,
    config,
    close: () => app.close(),
  };
}

async function startOn(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const opened = await kind.open();
  const config = loadConfig(
    // No Chromium pool of the app's own: a test that grades passes a shared one.
    { LOG_LEVEL: 'silent', DATA_DIR: opened.dataDir, GRADER: 'off', ...env },
    { contentDir: CONTENT_DIR },
  );
  // What start-up does (syncChallengeContent), with the folder read once per test worker.
  if (config.contentDir) await syncContent(opened.database, contentOf(config.contentDir));
  const app = await buildApp({
    config,
    database: opened.database,
    grader: options.grader,
    // RESPONSE_VALIDATION=off runs the suite with production's serializer alone.
    responseValidation: options.responseValidation ?? process.env.RESPONSE_VALIDATION !== 'off',
    nativeFormPages: options.nativeFormPages,
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    database: opened.database,
    databaseUrl: opened.databaseUrl,
    config,
    async close() {
      await app.close();
      await opened.dispose();
    },
  };
}

/** The content folders this worker read, by path: read once, never changed by a test. */
const loadedContent = new Map<string, ChallengeContent[]>();
function contentOf(contentDir: string): ChallengeContent[] {
  let contents = loadedContent.get(contentDir);
  if (!contents) {
    contents = loadChallengeContent(contentDir);
    loadedContent.set(contentDir, contents);
  }
  return contents;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${TEST_POSTGRES_URL} (${(error as Error).message}). ` +
        'The PostgreSQL tests need it running; set TEST_DATABASE_URL to point elsewhere.',
      { cause: error },
    );
  }
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
