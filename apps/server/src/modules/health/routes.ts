import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import type { DatabaseHandle } from '../../db/database.ts';

export const healthRoutes =
  (database: DatabaseHandle): FastifyPluginAsyncZod =>
  async (app) => {
    /** The process is up; says nothing about its dependencies. */
    defineRoute(app, 'health', {
      anonymous: true,
      handler: async () => ({ status: 'ok' as const }),
    });

    /** The app can serve traffic: its database answers. */
    defineRoute(app, 'ready', {
      anonymous: true,
      handler: async () => {
        if (!(await database.ping())) throw new HttpError(503, 'The database is not answering.');
        return { status: 'ready' as const, database: database.dialect };
      },
    });
  };
