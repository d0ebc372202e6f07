import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/endpoint.ts';
import { requireUser } from '../auth/current-user.ts';
import type { ProjectsService } from './service.ts';

/**
 * A batch's projects: staff (the team, a batch's mentors) set them and review the hand-ins,
 * learners hand them in and read their reviews.
 */
export const projectRoutes =
  (projects: ProjectsService): FastifyPluginAsyncZod =>
  async (app) => {
    defineRoute(app, 'batchProjects', {
      handler: (request) => projects.batchProjects(requireUser(request), request.params.id),
    });
    defineRoute(app, 'createProject', {
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(await projects.create(requireUser(request), request.params.id, request.body)),
    });
    defineRoute(app, 'reviewQueue', {
      handler: (request) => projects.queue(requireUser(request)),
    });
    defineRoute(app, 'submissionForReview', {
      handler: (request) => projects.forReview(requireUser(request), request.params.id),
    });
    defineRoute(app, 'claimSubmission', {
      handler: (request) => projects.claim(requireUser(request), request.params.id),
    });
    defineRoute(app, 'reviewSubmission', {
      handler: (request) => projects.review(requireUser(request), request.params.id, request.body),
    });
    defineRoute(app, 'myProjects', {
      handler: (request) => projects.mine(requireUser(request)),
    });
    defineRoute(app, 'submitProject', {
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(await projects.submit(requireUser(request), request.params.id, request.body)),
    });
  };
