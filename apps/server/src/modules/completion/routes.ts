import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/endpoint.ts';
import { requireUser } from '../auth/current-user.ts';
import type { CompletionService } from './service.ts';

/** Completion rules (the team), a batch's standings (staff) and a learner's own. */
export const completionRoutes =
  (completion: CompletionService): FastifyPluginAsyncZod =>
  async (app) => {
    defineRoute(app, 'completionRules', {
      handler: (request) => completion.rules(request.params.id),
    });
    defineRoute(app, 'setCompletionRules', {
      handler: (request) => completion.setRules(request.params.id, request.body),
    });
    defineRoute(app, 'batchCompletion', {
      handler: (request) => completion.batch(requireUser(request), request.params.id),
    });
    defineRoute(app, 'myCompletion', {
      handler: (request) => completion.mine(requireUser(request)),
    });
  };
