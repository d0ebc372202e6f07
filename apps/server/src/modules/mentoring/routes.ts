import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/endpoint.ts';
import { requireUser } from '../auth/current-user.ts';
import type { MentoringService } from './service.ts';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** 1:1 sessions: mentors publish availability and score mock interviews; learners book. */
export const mentoringRoutes =
  (mentoring: MentoringService): FastifyPluginAsyncZod =>
  async (app) => {
    defineRoute(app, 'myAvailability', {
      handler: (request) => mentoring.availability(requireUser(request)),
    });
    defineRoute(app, 'setAvailability', {
      handler: (request) => mentoring.setAvailability(requireUser(request), request.body),
    });
    defineRoute(app, 'mentorSessions', {
      handler: (request) => mentoring.mentorSessions(requireUser(request)),
    });
    defineRoute(app, 'saveScorecard', {
      handler: (request) =>
        mentoring.saveScorecard(requireUser(request), request.params.id, request.body),
    });
    defineRoute(app, 'bookableMentors', {
      handler: (request) => mentoring.bookableMentors(requireUser(request)),
    });
    defineRoute(app, 'myBookings', {
      handler: (request) => mentoring.mine(requireUser(request)),
    });
    defineRoute(app, 'bookSession', {
      handler: async (request, reply) =>
        reply.status(201).send(await mentoring.book(requireUser(request), request.body)),
    });
    defineRoute(app, 'cancelBooking', {
      handler: (request) => mentoring.cancel(requireUser(request), request.params.id),
    });
    defineRoute(app, 'rescheduleBooking', {
      handler: (request) =>
        mentoring.reschedule(requireUser(request), request.params.id, request.body.startsAt),
    });
    defineRoute(app, 'bookingInvite', {
      handler: async (request, reply) => {
        const file = await mentoring.invite(requireUser(request), request.params.id);
        return reply
          .type(CALENDAR_TYPE)
          .header('Cache-Control', 'private, no-cache')
          .header('Content-Disposition', `attachment; filename="session-${request.params.id}.ics"`)
          .send(file);
      },
    });
  };
