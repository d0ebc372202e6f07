import type { DatabaseHandle } from '../db/database.ts';

/**
 * Stands for the owner opening the verification link, for tests about what a verified address
 * grants (the team inbox, Google linking) rather than about the link itself.
 */
export async function markEmailVerified(database: DatabaseHandle, email: string): Promise<void> {
  await database.db
    .updateTable('users')
    .set({ email_verified_at: new Date().toISOString() })
    .where('email', '=', email)
    .execute();
}
