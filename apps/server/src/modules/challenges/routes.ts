import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/endpoint.ts';
import { limitRules, perAddress, type Limits } from '../../http/limits.ts';
import { requireUser } from '../auth/current-user.ts';
import type { ChallengeService } from './service.ts';

export const challengeRoutes =
  (challenges: ChallengeService, limits: Limits): FastifyPluginAsyncZod =>
  async (app) => {
    defineRoute(app, 'listChallenges', {
      handler: async (request) => challenges.list(requireUser(request).id),
    });

    defineRoute(app, 'challengeDetail', {
      handler: async (request) => challenges.detail(requireUser(request).id, request.params.id),
    });

    /** The tests run in the learner's browser, so they are served; solutions never are. */
    defineRoute(app, 'challengeTests', {
      handler: async (request, reply) => {
        const tests = await challenges.tests(request.params.id);
        return reply
          .type('text/javascript; charset=utf-8')
          .header('Cache-Control', 'private, no-cache')
          .send(tests);
      },
    });

    defineRoute(app, 'submitChallenge', {
      // Before the body is read: a flood costs neither parsing nor the disk.
      onRequest: [
        perAddress(limits, limitRules.submissionsPerAddress),
        async (request) =>
          limits.consume(limitRules.submissionsPerAccount, String(requireUser(request).id)),
      ],
      handler: async (request, reply) => {
        const user = requireUser(request);
        return reply.status(201).send(await challenges.submit(user.id, request.body));
      },
    });
  };
