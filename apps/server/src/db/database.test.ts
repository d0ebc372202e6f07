import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/test-app.ts';

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
