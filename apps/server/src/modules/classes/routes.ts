import type { TeachingBatchesResponse } from '@launchpad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoute } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import { requireUser } from '../auth/current-user.ts';
import type { BatchesService } from '../batches/service.ts';
import type { StaffService } from '../staff/service.ts';
import type { ClassNotices } from './notices.ts';
import type { ClassesService } from './service.ts';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/**
 * A batch's classes: the team schedules them, staff (the team, a batch's mentors) read them and
 * keep the roster, learners see theirs and join, and everyone may subscribe to a private feed.
 */
export const classRoutes =
  (
    classes: ClassesService,
    notices: ClassNotices,
    staff: StaffService,
    batches: Pick<BatchesService, 'list'>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    defineRoute(app, 'setClassSchedule', {
      handler: (request) => classes.setSchedule(request.params.id, request.body),
    });
    defineRoute(app, 'addClass', {
      handler: async (request, reply) =>
        reply.status(201).send(await classes.add(request.params.id, request.body)),
    });
    defineRoute(app, 'updateClass', {
      handler: (request) => classes.update(request.params.id, request.body),
    });

    defineRoute(app, 'teachingBatches', {
      handler: async (request): Promise<TeachingBatchesResponse> => {
        const ids = await staff.visibleBatchIds(requireUser(request));
        // The program's batches come newest first; a mentor's are those the team assigned.
        const visible = (await batches.list()).filter(
          (batch) => ids === null || ids.includes(batch.id),
        );
        return {
          batches: visible.map(({ id, startsOn, endsOn, schedule }) => ({
            id,
            startsOn,
            endsOn,
            schedule,
          })),
        };
      },
    });
    defineRoute(app, 'batchClasses', {
      handler: (request) => classes.forStaff(requireUser(request), request.params.id),
    });
    defineRoute(app, 'batchAttendance', {
      handler: (request) => classes.batchAttendance(requireUser(request), request.params.id),
    });
    defineRoute(app, 'classRoster', {
      handler: (request) => classes.roster(requireUser(request), request.params.id),
    });
    defineRoute(app, 'saveRoster', {
      handler: (request) =>
        classes.saveRoster(requireUser(request), request.params.id, request.body),
    });

    defineRoute(app, 'setClassRecording', {
      handler: (request) =>
        notices.setRecording(requireUser(request), request.params.id, request.body.url),
    });
    defineRoute(app, 'postAnnouncement', {
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(await notices.announce(requireUser(request), request.params.id, request.body.body)),
    });
    defineRoute(app, 'setClassReminders', {
      handler: (request) => classes.setReminders(requireUser(request), request.body.enabled),
    });

    defineRoute(app, 'myClasses', { handler: (request) => classes.mine(requireUser(request)) });
    defineRoute(app, 'joinClass', {
      handler: (request) => classes.join(requireUser(request), request.params.id),
    });
    defineRoute(app, 'classCalendarFile', {
      handler: async (request, reply) => {
        const file = await classes.calendarFile(requireUser(request), request.params.id);
        return reply
          .type(CALENDAR_TYPE)
          .header('Cache-Control', 'private, no-cache')
          .header('Content-Disposition', `attachment; filename="class-${request.params.id}.ics"`)
          .send(file);
      },
    });
    defineRoute(app, 'resetCalendarFeed', {
      handler: (request) => classes.resetFeed(requireUser(request)),
    });

    /**
     * A person's private class calendar, read by calendar apps without a session: the token in
     * the address is the key (256 random bits; only its SHA-256 is stored). A file route, not an
     * API operation, so it stays outside the endpoint table.
     */
    app.get(
      '/calendar/:file',
      { schema: { params: z.object({ file: z.string().max(200) }) } },
      async (request, reply) => {
        const match = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(request.params.file);
        const feed = match ? await classes.feed(match[1]!) : undefined;
        if (feed === undefined) throw new HttpError(404, 'This calendar does not exist.');
        return reply
          .type(CALENDAR_TYPE)
          .header('Cache-Control', 'private, no-cache')
          .header('X-Robots-Tag', 'noindex')
          .send(feed);
      },
    );
  };
