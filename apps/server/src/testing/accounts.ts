import { randomUUID } from 'node:crypto';
import { messages } from '@launchpad/contract';
import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import type { UsersTable } from '../db/schema.ts';
import { TestClient } from './test-client.ts';

/**
 * Writes a user's row directly, for what a test sets up rather than tests (a verified address, a
 * profile made public), and tells the app, as a repair script would: the app keeps recent rows.
 */
export async function updateUserRow(
  t: { app: FastifyInstance; database: DatabaseHandle },
  where: { email: string } | { userName: string },
  values: Updateable<UsersTable>,
): Promise<void> {
  const [column, value] =
    'email' in where ? (['email', where.email] as const) : (['user_name', where.userName] as const);
  const row = await t.database.db
    .updateTable('users')
    .set(values)
    .where(column, '=', value)
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.userChanged(row.id);
}

/**
 * Stands for the owner opening the verification link, for tests about what a verified address
 * grants (the team inbox, Google linking) rather than about the link itself.
 */
export async function markEmailVerified(
  t: { app: FastifyInstance; database: DatabaseHandle },
  email: string,
): Promise<void> {
  await updateUserRow(t, { email }, { email_verified_at: new Date().toISOString() });
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

/** A verified ADMIN_EMAILS account, logged in (the app must list `email` in ADMIN_EMAILS). */
export async function signUpAdmin(
  app: FastifyInstance,
  database: DatabaseHandle,
  email = 'team@example.com',
): Promise<TestClient> {
  const client = new TestClient(app);
  const res = await client.post('/api/auth/register', {
    fullName: 'Team Member',
    email,
    password: 'secret123',
  });
  if (res.statusCode !== 201) throw new Error(`admin sign-up answered ${res.statusCode}`);
  await markEmailVerified({ app, database }, email);
  return client;
}

type Call = (client: TestClient) => ReturnType<TestClient['get']>;

/**
 * The rule of every team endpoint (the team inbox, batches, payments, certificates): 401 to a
 * visitor, 403 with the admin-only message to a learner whether or not their address is verified,
 * and, given an ADMIN_EMAILS address of this app that nobody has signed up with, 403 saying to
 * verify it to that account until it is verified.
 */
export async function expectTeamOnly(
  app: FastifyInstance,
  database: DatabaseHandle,
  calls: readonly Call[],
  options: { unverifiedTeamEmail?: string } = {},
): Promise<void> {
  const verified = await signUpLearner(app, 'Verified Learner');
  await markEmailVerified({ app, database }, verified.email);
  const refused: Array<[TestClient, string]> = [
    [verified.client, messages.adminOnly],
    [(await signUpLearner(app, 'New Learner')).client, messages.adminOnly],
  ];
  if (options.unverifiedTeamEmail) {
    const teamMember = new TestClient(app);
    const res = await teamMember.post('/api/auth/register', {
      fullName: 'Team Member',
      email: options.unverifiedTeamEmail,
      password: 'secret123',
    });
    if (res.statusCode !== 201) throw new Error(`team sign-up answered ${res.statusCode}`);
    refused.push([teamMember, messages.adminNeedsVerifiedEmail]);
  }
  for (const call of calls) {
    expect((await call(new TestClient(app))).statusCode).toBe(401);
    for (const [client, message] of refused) {
      const res = await call(client);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message });
    }
  }
}
