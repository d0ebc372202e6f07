import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { describeEachDatabase, TEST_POSTGRES_URL } from '../testing/test-app.ts';
import { openDatabase, openSqlite } from './database.ts';

describeEachDatabase('database', (kind) => {
  let dispose: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await dispose?.();
    dispose = undefined;
  });

  it('migrates idempotently and enforces foreign keys', async () => {
    const opened = await kind.open();
    dispose = opened.dispose;
    await opened.database.migrate();
    const { db } = opened.database;
    const now = new Date().toISOString();
    const user = await db
      .insertInto('users')
      .values({
        email: 'a@example.com',
        name: 'A',
        user_name: 'a',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(user.id).toBeGreaterThan(0);
    await expect(
      db
        .insertInto('sessions')
        .values({
          token_hash: 'h',
          public_id: 'p',
          user_id: user.id + 999,
          expires_at: now,
          created_at: now,
        })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
  });
});

describe('SQLite statements kept between calls', () => {
  it('sees a table as a later migration left it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'launchpad-test-'));
    const database = openSqlite(join(dataDir, 'app.db'));
    try {
      const columns = async () =>
        Object.keys((await sql<object>`select * from notes`.execute(database.db)).rows[0] ?? {});
      await sql`create table notes (id integer primary key)`.execute(database.db);
      await sql`insert into notes (id) values (1)`.execute(database.db);
      expect(await columns()).toEqual(['id']);
      await sql`alter table notes add column body text`.execute(database.db);
      expect(await columns()).toEqual(['id', 'body']);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the PostgreSQL pool', () => {
  it('opens at most DATABASE_POOL_SIZE connections', async () => {
    const name = `pool-${randomUUID()}`;
    const config = loadConfig({
      DATABASE_URL: `${TEST_POSTGRES_URL}?application_name=${name}`,
      DATABASE_POOL_SIZE: '3',
    });
    const database = openDatabase(config.database);
    try {
      // Each query counts this pool's connections while the others wait for one.
      const counts = await Promise.all(
        Array.from({ length: 8 }, async () => {
          const { rows } = await sql<{ open: number | string }>`select pg_sleep(0.05),
            (select count(*) from pg_stat_activity where application_name = ${name}) as open`.execute(
            database.db,
          );
          return Number(rows[0]!.open);
        }),
      );
      expect(Math.max(...counts)).toBe(3);
    } finally {
      await database.close();
    }
  });
});
