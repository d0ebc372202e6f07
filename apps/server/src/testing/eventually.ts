import { SESSION_CACHE_TTL_MS } from '../modules/auth/session-cache.ts';

/**
 * Reads until `accepted(value)` or `deadline` (a `Date.now()` time), and answers the last value
 * read: the caller asserts on it, so a miss reports what was seen.
 */
export async function readUntil<T>(
  read: () => Promise<T>,
  accepted: (value: T) => boolean,
  deadline: number,
): Promise<T> {
  let value = await read();
  while (!accepted(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

/**
 * The last moment at which a change seen on another instance can only be the work of its notice
 * (Redis pub/sub): what that instance cached at `cachedAt` (or later) it would otherwise believe
 * for SESSION_CACHE_TTL_MS. Half a second short of it, so the last read, started before the
 * deadline, also ends before the cache would have let go. Tests wait for the condition this long rather
 * than a fixed second, so a busy machine's slow delivery is not taken for a lost notice.
 */
export function beforeTheCacheExpires(cachedAt: number): number {
  return cachedAt + SESSION_CACHE_TTL_MS - 500;
}
