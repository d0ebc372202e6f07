import { healthResponseSchema, readyResponseSchema } from '@launchpad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/errors.ts';
import type { DatabaseHandle } from '../../db/database.ts';

export const healthRoutes =
  (database: DatabaseHandle): FastifyPluginAsyncZod =>
  async (app) => {
    /** The process is up; says nothing about its dependencies. */
    app.get('/api/health', { schema: { response: { 200: healthResponseSchema } } }, async () => ({
      status: 'ok' as const,
    }));

    /** The app can serve traffic: its database answers. */
    app.get('/api/ready', { schema: { response: { 200: readyResponseSchema } } }, async () => {
      if (!(await database.ping())) throw new HttpError(503, 'The database is not answering.');
      return { status: 'ready' as const, database: database.dialect };
    });
  };
