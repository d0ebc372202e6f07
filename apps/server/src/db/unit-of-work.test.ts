import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/test-app.ts';
import type { Db } from './database.ts';
import { afterCommit, inTransaction } from './unit-of-work.ts';

describeEachDatabase('unit of work', (kind) => {
  let dispose: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await dispose?.();
    dispose = undefined;
  });

  async function openDb(): Promise<Db> {
    const opened = await kind.open();
    dispose = opened.dispose;
    await opened.database.migrate();
    return opened.database.db;
  }

  const addNote = (db: Db, body: string) =>
    db
      .insertInto('lead_notes')
      .values({ email: 'a@example.com', author_user_id: null, body, created_at: '2026-01-01' })
      .execute();
  const notes = async (db: Db) =>
    (await db.selectFrom('lead_notes').select('body').orderBy('id').execute()).map(
      (row) => row.body,
    );

  it('runs what the work declared once it has committed, each key once, in order', async () => {
    const db = await openDb();
    const told: string[] = [];
    await inTransaction(db, async (trx) => {
      await addNote(trx, 'first');
      afterCommit(trx, 'a', async () => {
        // Committed: a read outside the transaction sees the write.
        told.push(`a sees ${(await notes(db)).join(',')}`);
      });
      afterCommit(trx, 'b', () => void told.push('b'));
      afterCommit(trx, 'a', () => void told.push('a again'));
      expect(told).toEqual([]);
    });
    expect(told).toEqual(['a sees first', 'b']);
  });

  it('runs an inner unit’s effects when the outermost one commits, and none after a rollback', async () => {
    const db = await openDb();
    const told: string[] = [];
    await inTransaction(db, async (outer) => {
      await inTransaction(outer, async (inner) => {
        expect(inner).toBe(outer);
        afterCommit(inner, 'inner', () => void told.push('inner'));
      });
      expect(told).toEqual([]);
      afterCommit(outer, 'outer', () => void told.push('outer'));
    });
    expect(told).toEqual(['inner', 'outer']);

    told.length = 0;
    await expect(
      inTransaction(db, async (trx) => {
        await addNote(trx, 'rolled back');
        afterCommit(trx, 'never', () => void told.push('never'));
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(told).toEqual([]);
    expect(await notes(db)).toEqual([]);
  });

  it('runs every effect when one fails, then reports the failure', async () => {
    const db = await openDb();
    const told: string[] = [];
    await expect(
      inTransaction(db, async (trx) => {
        afterCommit(trx, 'fails', () => {
          throw new Error('the cache was unreachable');
        });
        afterCommit(trx, 'still runs', () => void told.push('still runs'));
      }),
    ).rejects.toThrow('the cache was unreachable');
    expect(told).toEqual(['still runs']);
  });

  it('refuses a transaction opened by hand, whose effects would never run', async () => {
    const db = await openDb();
    // eslint-disable-next-line no-restricted-syntax -- the mistake under test
    await db.transaction().execute(async (trx) => {
      expect(() => afterCommit(trx, 'lost', () => undefined)).toThrow(
        /not opened by inTransaction/,
      );
      await expect(inTransaction(trx, async () => undefined)).rejects.toThrow(
        /not opened by inTransaction/,
      );
    });
  });
});

describe('the unit of work is the only way in (ESLint)', () => {
  const root = join(import.meta.dirname, '../../../..');
  // The snippets are linted at paths where no file exists, which type-aware rules cannot type.
  const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
  const problems = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, file) });
    expect(result!.messages.filter((message) => message.fatal)).toEqual([]);
    return result!.messages.map((message) => message.message);
  };

  it('refuses a transaction opened by hand anywhere in the server but the unit of work', async () => {
    const code =
      'export const run = (db: { transaction(): { execute(work: () => Promise<number>): unknown } }) => db.transaction().execute(async () => 1);';
    for (const file of [
      'apps/server/src/modules/leads/x.ts',
      'apps/server/src/ops/x.ts',
      'apps/server/src/x.test.ts',
    ]) {
      expect(await problems(file, code)).toEqual([
        expect.stringContaining('inTransaction (db/unit-of-work.ts)'),
      ]);
    }
    expect(await problems('apps/server/src/db/unit-of-work.ts', code)).toEqual([]);
  });

  it('refuses queueing mail past the queue that wakes the sender, outside the mail module', async () => {
    const code = [
      "import { enqueueMail } from '../mail/outbox.ts';",
      'export const queue = enqueueMail;',
    ].join('\n');
    expect(await problems('apps/server/src/modules/leads/x.ts', code)).toEqual([
      expect.stringContaining('MailQueue.enqueue'),
    ]);
    expect(await problems('apps/server/src/modules/mail/x.ts', code)).toEqual([]);
  });
});
