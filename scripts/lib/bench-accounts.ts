import type { DatabaseHandle } from '../../apps/server/src/db/database.ts';

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
