import {
  contactMessageRecordSchema,
  contactStatusUpdateSchema,
  enrollmentSchema,
  enrollmentStatusUpdateSchema,
  leadsResponseSchema,
  messages,
} from '@launchpad/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { requireUser } from '../auth/current-user.ts';
import type { LeadsRepo } from '../leads/repo.ts';
import type { UserViews } from '../users/service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The team inbox: accounts listed in ADMIN_EMAILS only (403 for everyone else). */
export const adminRoutes =
  (leads: LeadsRepo, views: UserViews): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', async (request: FastifyRequest) => {
      if (!views.isAdmin(requireUser(request))) throw new HttpError(403, messages.adminOnly);
    });

    app.get(
      '/api/admin/leads',
      { schema: { response: { 200: leadsResponseSchema } } },
      async () => {
        const [enrollments, contactMessages] = await Promise.all([
          leads.listEnrollments(),
          leads.listContactMessages(),
        ]);
        return { enrollments, contactMessages };
      },
    );

    app.patch(
      '/api/admin/enrollments/:id',
      {
        schema: {
          params: idParams,
          body: enrollmentStatusUpdateSchema,
          response: { 200: enrollmentSchema },
        },
      },
      async (request) => {
        const updated = await leads.setEnrollmentStatus(request.params.id, request.body.status);
        if (!updated) throw new HttpError(404, 'This enrollment request does not exist.');
        return updated;
      },
    );

    app.patch(
      '/api/admin/contact-messages/:id',
      {
        schema: {
          params: idParams,
          body: contactStatusUpdateSchema,
          response: { 200: contactMessageRecordSchema },
        },
      },
      async (request) => {
        const updated = await leads.setContactStatus(request.params.id, request.body.status);
        if (!updated) throw new HttpError(404, 'This contact message does not exist.');
        return updated;
      },
    );
  };
