import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/endpoint.ts';
import { requireUser } from '../auth/current-user.ts';
import type { BatchesService } from './service.ts';

/**
 * The program's batches: the team edits them (admin), visitors see the next open one (never its
 * class link), enrolled learners see theirs with the link.
 */
export const batchRoutes =
  (batches: BatchesService): FastifyPluginAsyncZod =>
  async (app) => {
    defineRoute(app, 'nextBatch', { anonymous: true, handler: () => batches.next() });

    defineRoute(app, 'myBatches', {
      handler: async (request) => ({ batches: await batches.mine(requireUser(request)) }),
    });

    defineRoute(app, 'listBatches', {
      handler: async () => ({ batches: await batches.list() }),
    });

    defineRoute(app, 'createBatch', {
      handler: async (request, reply) => reply.status(201).send(await batches.create(request.body)),
    });

    defineRoute(app, 'updateBatch', {
      handler: (request) => batches.update(request.params.id, request.body),
    });
  };
