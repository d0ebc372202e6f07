import {
  idParamsSchema,
  contactMessageRecordSchema,
  contactStatusUpdateSchema,
  enrollmentSchema,
  enrollmentStatusUpdateSchema,
  leadsResponseSchema,
  mailProblemsResponseSchema,
  mailRetriedResponseSchema,
  messages,
} from '@launchpad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/errors.ts';
import { forAdmins } from '../auth/current-user.ts';
import type { LeadsService } from '../leads/service.ts';

const idParams = idParamsSchema();

/**
 * The team inbox: verified ADMIN_EMAILS accounts only (401 anonymous, 403 everyone else), checked
 * before any body is read. Besides the leads it lists the mails the outbox gave up on (`app.outbox`)
 * and sends them again on request.
 */
export const adminRoutes =
  (leads: LeadsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/leads',
      { schema: { response: { 200: leadsResponseSchema } }, config: forAdmins },
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
        config: forAdmins,
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
        config: forAdmins,
      },
      async (request) => {
        const updated = await leads.setContactStatus(request.params.id, request.body.status);
        if (!updated) throw new HttpError(404, 'This contact message does not exist.');
        return updated;
      },
    );

    app.get(
      '/api/admin/mail-problems',
      { schema: { response: { 200: mailProblemsResponseSchema } }, config: forAdmins },
      () => app.outbox.problems(),
    );

    app.post(
      '/api/admin/mail-problems/:id/retry',
      {
        schema: { params: idParams, response: { 200: mailRetriedResponseSchema } },
        config: forAdmins,
      },
      async (request) => {
        if (!(await app.outbox.retry(request.params.id))) {
          throw new HttpError(404, 'There is no failed mail with this id.');
        }
        return { message: messages.mailRetried };
      },
    );
  };
