import { Readable } from 'node:stream';
import { messages, PEOPLE_PAGE_SIZE } from '@launchpad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import { requireUser } from '../auth/current-user.ts';
import type { LeadsService } from '../leads/service.ts';
import { peopleCsv } from './csv.ts';
import type { InboxService } from './service.ts';

/** Rows a query while the CSV export streams (one keyset query each, never the whole list). */
const EXPORT_CHUNK = 1000;

/**
 * The team inbox: verified ADMIN_EMAILS accounts only (401 anonymous, 403 everyone else), checked
 * before any body is read. Besides the leads it lists the mails the outbox gave up on (`app.outbox`)
 * and sends them again on request.
 */
export const adminRoutes =
  (leads: LeadsService, inbox: InboxService): FastifyPluginAsyncZod =>
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

    defineRoute(app, 'listPeople', {
      handler: (request) => leads.listPeople(request.query, PEOPLE_PAGE_SIZE),
    });

    defineRoute(app, 'exportPeople', {
      handler: async (request, reply) => {
        const day = new Date().toISOString().slice(0, 10);
        const csv = Readable.from(peopleCsv(leads.allPeople(request.query, EXPORT_CHUNK)));
        csv.on('error', (error) => request.log.error({ err: error }, 'people export failed'));
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="inbox-people-${day}.csv"`)
          .header('Cache-Control', 'no-store')
          .send(csv);
      },
    });

    defineRoute(app, 'personDetail', {
      handler: async (request) => {
        const person = await inbox.person(request.params.id);
        if (!person) throw new HttpError(404, messages.noSuchPerson);
        return person;
      },
    });

    defineRoute(app, 'addPersonNote', {
      handler: async (request, reply) => {
        const note = await inbox.addNote(
          request.params.id,
          requireUser(request),
          request.body.body,
        );
        if (!note) throw new HttpError(404, messages.noSuchPerson);
        return reply.status(201).send(note);
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
