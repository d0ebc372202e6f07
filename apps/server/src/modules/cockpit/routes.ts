import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/endpoint.ts';
import { requireUser } from '../auth/current-user.ts';
import type { CockpitService } from './service.ts';

/** The mentor cockpit: a batch's learners at a glance, and nudges. */
export const cockpitRoutes =
  (cockpit: CockpitService): FastifyPluginAsyncZod =>
  async (app) => {
    defineRoute(app, 'batchCockpit', {
      handler: (request) => cockpit.cockpit(requireUser(request), request.params.id),
    });
    defineRoute(app, 'nudgeLearner', {
      handler: (request) => cockpit.nudge(requireUser(request), request.params.id, request.body),
    });
  };
