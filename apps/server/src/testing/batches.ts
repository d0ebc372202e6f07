import { randomUUID } from 'node:crypto';
import type { BatchInput } from '@launchpad/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import { todayInIndia } from '../modules/batches/service.ts';
import { TestClient } from './test-client.ts';

/** A day in India `days` from today (YYYY-MM-DD), for batches in the future or past. */
export const dayFromToday = (days: number): string =>
  todayInIndia(new Date(Date.now() + days * 86_400_000));

export const sampleBatch = (overrides: Partial<BatchInput> = {}): BatchInput => ({
  startsOn: dayFromToday(30),
  endsOn: dayFromToday(90),
  schedule: 'Mon–Fri, 7–9 pm IST',
  seats: 10,
  priceInr: 1200,
  classLink: 'https://meet.example.org/launchpad',
  status: 'open',
  ...overrides,
});

/** Creates a batch through the team's API and answers it. */
export async function createBatch(admin: TestClient, overrides: Partial<BatchInput> = {}) {
  const res = await admin.post('/api/admin/batches', sampleBatch(overrides));
  if (res.statusCode !== 201)
    throw new Error(`create batch answered ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; seatsTaken: number; status: string };
}

/** Sends an enrollment request as a visitor and answers its id. */
export async function requestEnrollment(
  app: FastifyInstance,
  database: DatabaseHandle,
  email = `r-${randomUUID()}@example.com`,
  extra: Record<string, string> = {},
): Promise<number> {
  const res = await new TestClient(app).post('/api/enrollments', {
    firstName: 'Asha',
    lastName: 'Verma',
    email,
    ...extra,
  });
  if (res.statusCode !== 201) throw new Error(`enrollment answered ${res.statusCode} ${res.body}`);
  const row = await database.db
    .selectFrom('enrollments')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The team moves a request through the inbox's PATCH endpoint. */
export const moveEnrollment = (admin: TestClient, id: number, status: string) =>
  admin.request({ method: 'PATCH', url: `/api/admin/enrollments/${id}`, payload: { status } });
