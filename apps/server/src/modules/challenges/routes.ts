import {
  challengeDetailSchema,
  challengeListItemSchema,
  submissionRequestSchema,
  submissionResponseSchema,
} from '@launchpad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/current-user.ts';
import type { ChallengeService } from './service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive('Unknown challenge') });

export const challengeRoutes =
  (challenges: ChallengeService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/frontend-challenge',
      { schema: { response: { 200: z.array(challengeListItemSchema) } } },
      async (request) => challenges.list(requireUser(request).id),
    );

    app.get(
      '/api/v1/frontend-challenge/:id',
      { schema: { params: idParams, response: { 200: challengeDetailSchema } } },
      async (request) => challenges.detail(requireUser(request).id, request.params.id),
    );

    /** The tests run in the learner's browser, so they are served; solutions never are. */
    app.get(
      '/api/v1/frontend-challenge/:id/tests',
      { schema: { params: idParams } },
      async (request, reply) => {
        requireUser(request);
        const tests = await challenges.tests(request.params.id);
        return reply
          .type('text/javascript; charset=utf-8')
          .header('Cache-Control', 'private, no-cache')
          .send(tests);
      },
    );

    app.post(
      '/api/v1/fe-submissions',
      { schema: { body: submissionRequestSchema, response: { 201: submissionResponseSchema } } },
      async (request, reply) => {
        const user = requireUser(request);
        return reply.status(201).send(await challenges.submit(user.id, request.body));
      },
    );
  };
