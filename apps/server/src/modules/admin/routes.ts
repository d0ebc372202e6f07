import { messages } from '@launchpad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import { requireUser } from '../auth/current-user.ts';
import type { LeadsService } from '../leads/service.ts';

/**
 * The team inbox: verified ADMIN_EMAILS accounts only (401 anonymous, 403 everyone else), checked
 * before any body is read. Besides the leads it lists the mails the outbox gave up on (`app.outbox`)
 * and sends them again on request.
 */
export const adminRoutes =
  (leads: LeadsService): FastifyPluginAsyncZod =>
  async (app) => {
    defineRoute(app, 'listLeads', {
      handler: async () => {
        const [enrollments, contactMessages] = await Promise.all([
          leads.listEnrollments(),
          leads.listContactMessages(),
        ]);
        return { enrollments, contactMessages };
      },
    });

    defineRoute(app, 'updateEnrollmentStatus', {
      handler: async (request) => {
        const updated = await leads.setEnrollmentStatus(
          request.params.id,
          request.body.status,
          requireUser(request).id,
        );
        if (!updated) throw new HttpError(404, 'This enrollment request does not exist.');
        return updated;
      },
    });

    defineRoute(app, 'updateContactStatus', {
      handler: async (request) => {
        const updated = await leads.setContactStatus(
          request.params.id,
          request.body.status,
          requireUser(request).id,
        );
        if (!updated) throw new HttpError(404, 'This contact message does not exist.');
        return updated;
      },
    });

    defineRoute(app, 'listMailProblems', { handler: () => app.outbox.problems() });

    defineRoute(app, 'retryMail', {
      handler: async (request) => {
        if (!(await app.outbox.retry(request.params.id))) {
          throw new HttpError(404, 'There is no failed mail with this id.');
        }
        return { message: messages.mailRetried };
      },
    });
  };
