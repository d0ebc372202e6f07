import { messages } from '@launchpad/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from './errors.ts';

/**
 * Abuse limits. A rule is "at most `max` events per `windowMs`" for one key (an address, an
 * account, a target e-mail). Counts live in Redis when `REDIS_URL` is set, so every app instance
 * sees the same numbers, and in this process otherwise. `RATE_LIMITS=off` switches every rule off.
 *
 * Fixed windows: the first event of a key starts its window, which ends `windowMs` later.
 */
export interface LimitRule {
  /** Names the rule in the counter keys; unique per rule. */
  name: string;
  max: number;
  windowMs: number;
  /** What a client that hits the limit reads; 'Too Many Requests' unless said. */
  message?: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every limit of the product, in one table so they can be read (and tuned) together. */
export const limitRules = {
  loginFailuresPerAccount: {
    name: 'login-fail-account',
    max: 10,
    windowMs: 15 * MINUTE,
    message: messages.tooManyLoginFailures,
  },
  /**
   * A browser that has signed in to the account before (known-devices.ts) is held by its own
   * count, not the account's: a stranger's guesses never lock the owner out (decision 0007).
   */
  loginFailuresPerKnownDevice: {
    name: 'login-fail-device',
    max: 10,
    windowMs: 15 * MINUTE,
    message: messages.tooManyLoginFailures,
  },
  loginFailuresPerAddress: {
    name: 'login-fail-address',
    max: 30,
    windowMs: MINUTE,
    message: messages.tooManyLoginFailures,
  },
  registerPerAddress: { name: 'register-address', max: 5, windowMs: MINUTE },
  registerPerEmail: { name: 'register-email', max: 3, windowMs: HOUR },
  googlePerAddress: { name: 'google-address', max: 20, windowMs: MINUTE },
  resetRequestPerAddress: { name: 'reset-address', max: 5, windowMs: MINUTE },
  resetRequestPerEmail: { name: 'reset-email', max: 3, windowMs: HOUR },
  resendPerAccount: { name: 'resend-account', max: 3, windowMs: HOUR },
  resendPerAddress: { name: 'resend-address', max: 10, windowMs: HOUR },
  /** Token links (verify, reset): 256-bit tokens cannot be guessed, but nobody needs 30 a minute. */
  tokenUsePerAddress: { name: 'token-address', max: 30, windowMs: MINUTE },
  accountChangesPerAccount: { name: 'account-change', max: 20, windowMs: MINUTE },
  leadsPerAddress: { name: 'leads-address', max: 5, windowMs: MINUTE },
  submissionsPerAccount: { name: 'submit-account', max: 30, windowMs: MINUTE },
  submissionsPerAddress: { name: 'submit-address', max: 60, windowMs: MINUTE },
  typeChecksPerAccount: { name: 'type-check-account', max: 30, windowMs: MINUTE },
  typeChecksPerAddress: { name: 'type-check-address', max: 60, windowMs: MINUTE },
  uploadsPerAccount: { name: 'upload-account', max: 10, windowMs: MINUTE },
  uploadsPerAddress: { name: 'upload-address', max: 30, windowMs: MINUTE },
} as const satisfies Record<string, LimitRule>;

/** A 429 that tells the client when to come back (the error handler sets `Retry-After`). */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
    this.name = 'TooManyRequestsError';
  }
}

interface Count {
  count: number;
  /** Milliseconds until the window of this key ends. */
  resetInMs: number;
}

interface CounterStore {
  /** Adds one event and answers the count in the current window. */
  hit(key: string, windowMs: number): Promise<Count>;
  /** The count in the current window, without adding. */
  peek(key: string): Promise<Count>;
  /** Takes back one event of the current window (never below zero). */
  release(key: string): Promise<void>;
  close(): Promise<void>;
}

class MemoryCounters implements CounterStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    // Forget ended windows now and then, so a flood of one-off keys cannot grow memory forever.
    this.sweeper = setInterval(() => {
      const now = Date.now();
      for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    }, MINUTE);
    this.sweeper.unref();
  }

  async hit(key: string, windowMs: number): Promise<Count> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  async peek(key: string): Promise<Count> {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now) return { count: 0, resetInMs: 0 };
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  async release(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }
}

/** DECR an existing key, never below zero (a window that ended stays gone). */
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count
`;

/** INCR and start the window on the first event, atomically. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

class RedisCounters implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<Count> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, windowMs)) as [
      number,
      number,
    ];
    return { count, resetInMs: Math.max(ttl, 0) };
  }

  async peek(key: string): Promise<Count> {
    const [count, ttl] = await this.redis
      .multi()
      .get(this.prefix + key)
      .pttl(this.prefix + key)
      .exec()
      .then((results) => (results ?? []).map(([, value]) => value) as [string | null, number]);
    return { count: Number(count ?? 0), resetInMs: Math.max(Number(ttl), 0) };
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

export interface WhenLimited {
  /** Runs at the first event a window refuses (a warning to the owner of what is attacked). */
  onLimitReached?: () => Promise<void>;
}

export interface LimitsOptions {
  enabled: boolean;
  redisUrl: string | undefined;
  /** Tests give each app a key space of its own on the shared Redis. */
  redisPrefix?: string;
  log: FastifyBaseLogger;
}

export class Limits {
  /** Used when Redis fails: limits then hold per instance instead of not at all. */
  private readonly fallback = new MemoryCounters();

  private constructor(
    private readonly store: CounterStore | undefined,
    private readonly shared: boolean,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async open(options: LimitsOptions): Promise<Limits> {
    if (!options.enabled) return new Limits(undefined, false, options.log);
    if (!options.redisUrl) return new Limits(new MemoryCounters(), false, options.log);
    const redis = new Redis(options.redisUrl, {
      connectTimeout: 2_000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    await redis.connect();
    return new Limits(
      new RedisCounters(redis, options.redisPrefix ?? 'launchpad:limits:'),
      true,
      options.log,
    );
  }

  get enabled(): boolean {
    return this.store !== undefined;
  }

  /**
   * Counts one event; throws a 429 once the rule's `max` is passed. `onLimitReached` runs once per
   * window and key, on every instance together, at the first event refused.
   */
  async consume(rule: LimitRule, key: string, options: WhenLimited = {}): Promise<void> {
    if (!this.store) return;
    const { count, resetInMs } = await this.counted((store) =>
      store.hit(keyOf(rule, key), rule.windowMs),
    );
    if (count === rule.max + 1 && options.onLimitReached) {
      await options.onLimitReached().catch((error: unknown) => {
        this.log.warn({ err: error, rule: rule.name }, 'a limit was reached; telling so failed');
      });
    }
    if (count > rule.max) throw tooMany(rule, resetInMs);
  }

  /**
   * Counts an attempt that only counts if it fails (a login, say): throws a 429 past the rule's
   * `max`, else answers a function that takes the attempt back once it succeeded. Counting first
   * and giving back later, rather than checking first and counting failures after, means guesses
   * sent in parallel cannot all slip past the check before the first failure is counted.
   */
  async attempt(
    rule: LimitRule,
    key: string,
    options: WhenLimited = {},
  ): Promise<() => Promise<void>> {
    if (!this.store) return async () => {};
    await this.consume(rule, key, options);
    return async () => {
      await this.counted(async (store) => {
        await store.release(keyOf(rule, key));
        return { count: 0, resetInMs: 0 };
      });
    };
  }

  async close(): Promise<void> {
    await this.store?.close();
    await this.fallback.close();
  }

  private async counted(run: (store: CounterStore) => Promise<Count>): Promise<Count> {
    try {
      return await run(this.store!);
    } catch (error) {
      if (!this.shared) throw error;
      this.log.warn({ err: error }, 'rate-limit store failed; counting in this process');
      return run(this.fallback);
    }
  }
}

const keyOf = (rule: LimitRule, key: string) => `${rule.name}:${key}`;

function tooMany(rule: LimitRule, resetInMs: number): TooManyRequestsError {
  return new TooManyRequestsError(
    rule.message ?? messages.tooManyRequests,
    Math.max(1, Math.ceil(resetInMs / 1000)),
  );
}

/**
 * A route hook that counts each request against `rule` per client address. Addresses come from
 * the socket unless `TRUST_PROXY` names the proxies in front of the app (Fastify's `request.ip`).
 */
export function perAddress(limits: Limits, rule: LimitRule) {
  return async (request: FastifyRequest) => limits.consume(rule, request.ip);
}
