import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/endpoint.ts';
import { SITE_STATS_TTL_MS, type SiteStatsService } from './service.ts';

export const siteStatsRoutes =
  (stats: SiteStatsService): FastifyPluginAsyncZod =>
  async (app) => {
    defineRoute(app, 'siteStats', {
      anonymous: true,
      handler: async (_request, reply) => {
        // Shared caches and browsers may keep it as long as the server does.
        reply.header('Cache-Control', `public, max-age=${SITE_STATS_TTL_MS / 1000}`);
        return stats.get();
      },
    });
  };
