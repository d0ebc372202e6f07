import { messages } from '@launchpad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import { limitRules, type Limits } from '../../http/limits.ts';
import { requireUser } from '../auth/current-user.ts';
import type { AccountService } from '../auth/service.ts';
import { SESSION_COOKIE, type SessionStore } from '../auth/sessions.ts';
import type { UserViews } from '../users/service.ts';
import type { AccountData } from './service.ts';

export interface AccountRouteDependencies {
  accounts: AccountService;
  data: AccountData;
  sessions: SessionStore;
  limits: Limits;
  views: UserViews;
}

/** Settings → Security: password, sessions, data export and deletion of the learner's account. */
export const accountRoutes =
  ({ accounts, data, sessions, limits, views }: AccountRouteDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    // Every call here needs a session, and changes are counted per account.
    const changeLimit = async (request: Parameters<typeof requireUser>[0]) =>
      limits.consume(limitRules.accountChangesPerAccount, String(requireUser(request).id));

    defineRoute(app, 'changePassword', {
      onRequest: changeLimit,
      handler: async (request) => {
        await accounts.changePassword(requireUser(request), request.body, request.sessionId);
        return { message: messages.passwordChanged };
      },
    });

    defineRoute(app, 'listSessions', {
      handler: async (request) => ({
        sessions: await data.sessionList(requireUser(request).id, request.sessionId),
      }),
    });

    defineRoute(app, 'endSession', {
      onRequest: changeLimit,
      handler: async (request, reply) => {
        const ended = await sessions.endOne(requireUser(request).id, request.params.id);
        if (!ended) throw new HttpError(404, messages.sessionNotFound);
        if (request.params.id === request.sessionId) {
          await sessions.end(request.cookies[SESSION_COOKIE], reply);
        }
        return { message: messages.sessionEnded };
      },
    });

    defineRoute(app, 'endOtherSessions', {
      onRequest: changeLimit,
      handler: async (request) => {
        await sessions.endAll(requireUser(request).id, request.sessionId);
        return { message: messages.otherSessionsEnded };
      },
    });

    defineRoute(app, 'exportAccount', {
      handler: async (request, reply) => {
        const user = requireUser(request);
        const document = await data.export(user, await views.of(user));
        return reply
          .type('application/json; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="frontend-launchpad-data.json"')
          .header('Cache-Control', 'no-store')
          .send(JSON.stringify(document, null, 2));
      },
    });

    defineRoute(app, 'deleteAccount', {
      onRequest: changeLimit,
      handler: async (request, reply) => {
        await data.delete(requireUser(request), request.body.email);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return { message: messages.accountDeleted };
      },
    });
  };
