import { randomBytes } from 'node:crypto';
import type { Migration } from 'kysely';
import { idColumn, type DialectKind } from './helpers.ts';

const UPLOADED = /^\/uploads\/([A-Za-z0-9_-]{16,64}\.(webp|pdf))$/;

/**
 * Trusted accounts: verified e-mail, single-use tokens (verification, password reset), sessions a
 * learner can see and end, uploads that belong to their uploader, and mail kinds so the outbox can
 * cap confirmations per recipient.
 */
export const trustedAccounts = (dialect: DialectKind): Migration => ({
  async up(db) {
    await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();

    await db.schema
      .createTable('auth_tokens')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('auth_tokens_user_purpose')
      .on('auth_tokens')
      .columns(['user_id', 'purpose'])
      .execute();

    await db.schema.alterTable('sessions').addColumn('public_id', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
    const sessions = await db.selectFrom('sessions').select(['token_hash']).execute();
    for (const session of sessions as Array<{ token_hash: string }>) {
      await db
        .updateTable('sessions')
        .set({ public_id: randomBytes(12).toString('base64url') })
        .where('token_hash', '=', session.token_hash)
        .execute();
    }
    await db.schema
      .createIndex('sessions_public_id')
      .on('sessions')
      .column('public_id')
      .unique()
      .execute();

    await db.schema
      .createTable('uploads')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('uploads_user_id').on('uploads').column('user_id').execute();
    // Files already on profiles belong to the profile that shows them.
    const now = new Date().toISOString();
    const users = (await db
      .selectFrom('users')
      .select(['id', 'image', 'resume'])
      .execute()) as Array<{ id: number; image: string | null; resume: string | null }>;
    for (const user of users) {
      for (const [link, kind] of [
        [user.image, 'image'],
        [user.resume, 'resume'],
      ] as const) {
        const name = link ? UPLOADED.exec(link)?.[1] : undefined;
        if (!name) continue;
        await db
          .insertInto('uploads')
          .values({ name, user_id: user.id, kind, created_at: now })
          .onConflict((conflict) => conflict.column('name').doNothing())
          .execute();
      }
    }

    await db.schema
      .alterTable('mail_outbox')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('notification'))
      .execute();
    await db.schema
      .createIndex('mail_outbox_recipient')
      .on('mail_outbox')
      .columns(['to_address', 'kind', 'created_at'])
      .execute();
  },
});
