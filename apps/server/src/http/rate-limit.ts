import rateLimit from '@fastify/rate-limit';
import { messages } from '@launchpad/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Rate limits are declared per route (`config.rateLimit`); nothing is limited globally. Counts
 * live in memory, or in Redis when `REDIS_URL` is set so that several instances share them.
 * `RATE_LIMITS=off` turns every limit off.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { enabled: boolean; redisUrl: string | undefined },
): Promise<void> {
  if (!options.enabled) return;
  let redis: Redis | undefined;
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, {
      connectTimeout: 2_000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    await redis.connect();
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'launchpad-rl:' } : {}),
    // A broken Redis must not lock everyone out: fail open and log.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: messages.tooManyRequests,
      retryAfter: context.after,
    }),
  });
}

/** A per-route limit: `max` requests per minute for each key (by default the client IP). */
export function perMinute(max: number, keyGenerator?: (request: FastifyRequest) => string) {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      ...(keyGenerator ? { keyGenerator } : {}),
    },
  };
}
