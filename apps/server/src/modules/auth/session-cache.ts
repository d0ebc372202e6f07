import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { noMetrics, type SessionCacheMetrics } from '../../http/metrics.ts';
import type { UserRow } from '../users/service.ts';

/** What a request needs of its session, as the database last said. */
export interface CachedSession {
  /** The token's SHA-256: what the database and the other instances know the session by. */
  tokenHash: string;
  userId: number;
  publicId: string;
  expiresAt: number;
  lastSeenAt: number;
}

/**
 * What to forget: one session (logout), or everything cached of a user: their sessions ended (sign
 * out everywhere, password change) or their row changed (the cached copy is stale).
 */
export type SessionInvalidation = { tokenHash: string } | { userId: number };

export interface SessionCacheOptions {
  /** How long an entry is believed without asking the database: the worst staleness without Redis. */
  ttlMs?: number;
  maxEntries?: number;
  /** With REDIS_URL: every instance hears every invalidation on this channel. */
  redis?: { url: string; channel: string };
  log: FastifyBaseLogger;
  metrics?: SessionCacheMetrics;
}

interface Entry extends CachedSession {
  cachedAt: number;
  /** The session's user row, once a request has read it; dropped with the entry. */
  user?: UserRow;
}

/** How long an instance believes a session and its row without reading them again. */
export const SESSION_CACHE_TTL_MS = 5_000;

/**
 * A short-lived memory of session token → session and its user's row, so a learner's requests in
 * a burst do not each read the sessions and users tables, nor hash their token: the cookie's token
 * is the key (it is in this process's memory with every request anyway); the database, Redis and
 * every invalidation know only its hash, found here through a second index. Every change to a user's
 * row drops that user's entries (UserService tells it, app.ts). Ending a session drops it here at once and, with Redis, on every
 * other instance through pub/sub; if Redis is unreachable the TTL bounds how long another instance
 * may still take an ended session (logged, never an error for the request). Bounded: the least
 * recently used entry goes first.
 */
export class SessionCache {
  /** By token, least recently used first. */
  private readonly entries = new Map<string, Entry>();
  private readonly tokensByHash = new Map<string, string>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly metrics: SessionCacheMetrics;
  /** Bumped by every invalidation, so a read that started before one is not kept after it. */
  private generation = 0;

  private shared: RedisInvalidations | undefined;

  private constructor(options: SessionCacheOptions) {
    this.ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.metrics = options.metrics ?? noMetrics;
  }

  static async open(options: SessionCacheOptions): Promise<SessionCache> {
    const cache = new SessionCache(options);
    if (options.redis) {
      cache.shared = await RedisInvalidations.open(options.redis, options.log, {
        heard: (invalidation) => cache.forget(invalidation),
        // Whatever was published while this instance was not listening is lost: forget it all.
        listening: () => cache.clear(),
      });
    }
    return cache;
  }

  get(token: string): (CachedSession & { user?: UserRow }) | undefined {
    const entry = this.entries.get(token);
    if (!entry) {
      this.metrics.sessionCacheLookup(false);
      return undefined;
    }
    if (Date.now() - entry.cachedAt >= this.ttlMs) {
      this.remove(token, entry);
      this.metrics.sessionCacheLookup(false);
      return undefined;
    }
    this.entries.delete(token);
    this.entries.set(token, entry);
    this.metrics.sessionCacheLookup(true);
    return entry;
  }

  /** The point a database read starts from; `put` keeps its answer only if nothing ended since. */
  readStarts(): number {
    return this.generation;
  }

  put(token: string, session: CachedSession, readStartedAt: number): void {
    if (readStartedAt !== this.generation) return;
    this.entries.delete(token);
    this.entries.set(token, { ...session, cachedAt: Date.now() });
    this.tokensByHash.set(session.tokenHash, token);
    if (this.entries.size > this.maxEntries) {
      const [oldest, entry] = this.entries.entries().next().value!;
      this.remove(oldest, entry);
    }
  }

  /**
   * Keeps the user row read for a cached session, unless something about the user changed since
   * `readStartedAt`. It lives as long as the session's entry.
   */
  putUser(token: string, user: UserRow, readStartedAt: number): void {
    if (readStartedAt !== this.generation) return;
    const entry = this.entries.get(token);
    if (entry?.userId === user.id) entry.user = user;
  }

  /** Records a 'last seen' or expiry written for a cached session, without extending its life here. */
  touched(token: string, changes: Pick<CachedSession, 'lastSeenAt' | 'expiresAt'>): void {
    const entry = this.entries.get(token);
    if (entry) Object.assign(entry, changes);
  }

  /**
   * Forgets sessions that were just ended in the database, here and on every other instance. Call
   * it after the change is committed, so no instance reads the old row back in.
   */
  async invalidate(invalidation: SessionInvalidation): Promise<void> {
    this.forget(invalidation);
    await this.shared?.publish(invalidation);
  }

  async close(): Promise<void> {
    await this.shared?.close();
  }

  /**
   * Forgets here only: for a change every instance hears of by itself (a grade's notice), or
   * heard from another instance.
   */
  forget(invalidation: SessionInvalidation): void {
    this.generation += 1;
    if ('tokenHash' in invalidation) {
      const token = this.tokensByHash.get(invalidation.tokenHash);
      const entry = token === undefined ? undefined : this.entries.get(token);
      if (entry) this.remove(token!, entry);
      return;
    }
    for (const [token, entry] of this.entries) {
      if (entry.userId === invalidation.userId) this.remove(token, entry);
    }
  }

  private remove(token: string, entry: Entry): void {
    this.entries.delete(token);
    this.tokensByHash.delete(entry.tokenHash);
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.tokensByHash.clear();
  }
}

/**
 * The Redis side: a publishing connection and a subscribed one per instance. Neither ever fails a
 * request: a publish that cannot reach Redis is logged, and the subscriber keeps reconnecting.
 */
class RedisInvalidations {
  private down = false;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async open(
    redis: { url: string; channel: string },
    log: FastifyBaseLogger,
    on: { heard(invalidation: SessionInvalidation): void; listening(): void },
  ): Promise<RedisInvalidations> {
    const publisher = new Redis(redis.url, {
      lazyConnect: true,
      connectTimeout: 2_000,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    // The subscription is queued until Redis answers and renewed after every reconnection.
    const subscriber = new Redis(redis.url, {
      lazyConnect: true,
      connectTimeout: 2_000,
      maxRetriesPerRequest: null,
    });
    const shared = new RedisInvalidations(publisher, subscriber, redis.channel, log);
    subscriber.on('message', (_channel: string, message: string) => {
      const invalidation = parseInvalidation(message);
      if (invalidation) on.heard(invalidation);
    });
    subscriber.on('ready', () => {
      on.listening();
      shared.recovered();
    });
    for (const connection of [publisher, subscriber]) {
      connection.on('error', (error: Error) => shared.failed(error));
    }
    // Start-up waits for the subscription, unless Redis is down: then it carries on without.
    const firstError = new Promise<void>((resolve) => subscriber.once('error', () => resolve()));
    const subscribing = subscriber
      .subscribe(redis.channel)
      .then(() => undefined)
      .catch((error: Error) => shared.failed(error));
    await Promise.race([subscribing, firstError]);
    await publisher.connect().catch((error: Error) => shared.failed(error));
    return shared;
  }

  async publish(invalidation: SessionInvalidation): Promise<void> {
    try {
      await this.publisher.publish(this.channel, JSON.stringify(invalidation));
    } catch (error) {
      this.failed(error as Error);
    }
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }

  /** Logged once per outage, not once per reconnection attempt. */
  private failed(error: Error): void {
    if (this.down) return;
    this.down = true;
    this.log.warn(
      { err: error },
      'Redis is unreachable: other instances may take an ended session for a few seconds more',
    );
  }

  private recovered(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info('Redis is back: ended sessions reach every instance again');
  }
}

function parseInvalidation(message: string): SessionInvalidation | undefined {
  try {
    const value = JSON.parse(message) as Record<string, unknown>;
    if (typeof value.tokenHash === 'string') return { tokenHash: value.tokenHash };
    if (typeof value.userId === 'number') return { userId: value.userId };
  } catch {
    // Not one of ours: ignored.
  }
  return undefined;
}
