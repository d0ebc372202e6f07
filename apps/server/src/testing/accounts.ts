import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import { TestClient } from './test-client.ts';

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

/**
 * Signs a new learner up through the API (a unique e-mail each time) and returns their client,
 * logged in, with the address and the sign-up answer. Fails the test if sign-up is refused.
 */
export async function signUpLearner(app: FastifyInstance, fullName = 'Learner One') {
  const client = new TestClient(app);
  const email = `l-${randomUUID()}@example.com`;
  const response = await client.post('/api/auth/register', {
    fullName,
    email,
    password: 'secret123',
  });
  if (response.statusCode !== 201) {
    throw new Error(`sign-up answered ${response.statusCode}: ${response.body}`);
  }
  return { client, email, response };
}
