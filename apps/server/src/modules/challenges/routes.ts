import {
  idParamsSchema,
  challengeDetailSchema,
  challengeListItemSchema,
  submissionRequestSchema,
  submissionResponseSchema,
} from '@launchpad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitRules, perAddress, type Limits } from '../../http/limits.ts';
import { forUsers, requireUser } from '../auth/current-user.ts';
import type { ChallengeService } from './service.ts';

const idParams = idParamsSchema('Unknown challenge');

export const challengeRoutes =
  (challenges: ChallengeService, limits: Limits): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/frontend-challenge',
      { schema: { response: { 200: z.array(challengeListItemSchema) } }, config: forUsers },
      async (request) => challenges.list(requireUser(request).id),
    );

    app.get(
      '/api/v1/frontend-challenge/:id',
      {
        schema: { params: idParams, response: { 200: challengeDetailSchema } },
        config: forUsers,
      },
      async (request) => challenges.detail(requireUser(request).id, request.params.id),
    );

    /** The tests run in the learner's browser, so they are served; solutions never are. */
    app.get(
      '/api/v1/frontend-challenge/:id/tests',
      { schema: { params: idParams }, config: forUsers },
      async (request, reply) => {
        const tests = await challenges.tests(request.params.id);
        return reply
          .type('text/javascript; charset=utf-8')
          .header('Cache-Control', 'private, no-cache')
          .send(tests);
      },
    );

    app.post(
      '/api/v1/fe-submissions',
      {
        schema: { body: submissionRequestSchema, response: { 201: submissionResponseSchema } },
        config: forUsers,
        // Before the body is read: a flood costs neither parsing nor the disk.
        onRequest: [
          perAddress(limits, limitRules.submissionsPerAddress),
          async (request) =>
            limits.consume(limitRules.submissionsPerAccount, String(requireUser(request).id)),
        ],
      },
      async (request, reply) => {
        const user = requireUser(request);
        return reply.status(201).send(await challenges.submit(user.id, request.body));
      },
    );
  };
