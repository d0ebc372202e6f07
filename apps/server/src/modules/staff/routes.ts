import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/endpoint.ts';
import { requireUser } from '../auth/current-user.ts';
import type { StaffService } from './service.ts';

const accepted = {
  team: 'Welcome to the team! The team pages are open to you now.',
  mentor: 'Welcome, mentor! Your batches are on the Teaching page.',
} as const;

/** The team invites staff and assigns mentors to batches; the invited accept their invite. */
export const staffRoutes =
  (staff: StaffService): FastifyPluginAsyncZod =>
  async (app) => {
    defineRoute(app, 'listStaff', { handler: () => staff.list() });

    defineRoute(app, 'inviteStaff', {
      handler: async (request, reply) => {
        await staff.invite(requireUser(request), request.body);
        return reply.status(201).send({ message: `Invite sent to ${request.body.email}.` });
      },
    });

    defineRoute(app, 'setMentorBatches', {
      handler: (request) => staff.setMentorBatches(request.params.id, request.body.batchIds),
    });

    defineRoute(app, 'myMentorCard', {
      handler: async (request) => ({ card: await staff.cardOf(requireUser(request)) }),
    });
    defineRoute(app, 'saveMentorCard', {
      handler: (request) => staff.saveCard(requireUser(request), request.body),
    });
    // Public and briefly cacheable: a card published or withdrawn shows within a minute.
    defineRoute(app, 'publicMentors', {
      anonymous: true,
      handler: async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=60');
        return staff.publishedCards();
      },
    });

    defineRoute(app, 'acceptStaffInvite', {
      handler: async (request) => {
        const role = await staff.accept(requireUser(request), request.body.token);
        return { message: accepted[role] };
      },
    });
  };
