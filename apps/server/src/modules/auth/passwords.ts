import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id at OWASP's recommended minimum (19 MiB memory, 2 passes, 1 lane). Slow on purpose:
 * `npm run bench:auth` reports what it costs per login.
 */
export const ARGON2_PARAMETERS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * What new hashes are made with. Only the in-process test apps change it (`hashCheaplyInTests`):
 * no configuration or environment variable reaches it, so a server process always hashes with
 * ARGON2_PARAMETERS.
 */
let parameters: Options = ARGON2_PARAMETERS;

/**
 * argon2id at its cheapest, for the test harness (testing/test-app.ts): the suites hash a
 * thousand-odd passwords, 19 ms of CPU each at the real cost. The hashes are still argon2id and
 * carry their parameters, so verifying them goes the same way; the process and e2e suites run
 * the server as it ships.
 */
export function hashCheaplyInTests(): void {
  parameters = { memoryCost: 64, timeCost: 1, parallelism: 1 };
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, parameters);
}

/** A real hash to verify against when the account does not exist, so timing reveals nothing. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
