import { DEVICE_COOKIE } from './known-devices.ts';
import { messages } from '@launchpad/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { defineRoute } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import { limitRules, perAddress, type Limits } from '../../http/limits.ts';
import type { UserRow, UserViews } from '../users/service.ts';
import { requireUser } from './current-user.ts';
import type { GoogleVerifier } from './google.ts';
import { GoogleTokenError } from './google.ts';
import type { AccountService } from './service.ts';
import { SESSION_COOKIE, startFreshSession, type SessionStore } from './sessions.ts';

export interface AuthRouteDependencies {
  config: Config;
  accounts: AccountService;
  sessions: SessionStore;
  limits: Limits;
  verifyGoogleIdToken: GoogleVerifier | undefined;
  views: UserViews;
}

export const authRoutes =
  ({
    config,
    accounts,
    sessions,
    limits,
    verifyGoogleIdToken,
    views,
  }: AuthRouteDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    const logInAs = (request: FastifyRequest, reply: FastifyReply, user: UserRow) =>
      startFreshSession(sessions, request, reply, user);

    defineRoute(app, 'authConfig', {
      anonymous: true,
      handler: async () => ({ googleClientId: config.google.clientId ?? null }),
    });

    defineRoute(app, 'currentUser', {
      // A visitor is answered 200, not 401: every anonymous page asks, and a 401 would log an
      // error in the browser's console on each visit (issue #15).
      handler: async (request) => {
        if (!request.user) return { user: null, isLoggedIn: false as const };
        return { user: await views.of(request.user), isLoggedIn: true as const };
      },
    });

    defineRoute(app, 'register', {
      onRequest: perAddress(limits, limitRules.registerPerAddress),
      preHandler: async (request) =>
        limits.consume(limitRules.registerPerEmail, request.body.email),
      handler: async (request, reply) => {
        const user = await accounts.register(request.body);
        await sessions.purgeExpired();
        await logInAs(request, reply, user);
        return reply.status(201).send({ message: messages.registered, user: await views.of(user) });
      },
    });

    defineRoute(app, 'login', {
      handler: async (request, reply) => {
        const user = await accounts.logIn(request.body, request.ip, request.cookies[DEVICE_COOKIE]);
        await sessions.purgeExpired();
        await logInAs(request, reply, user);
        return { message: messages.loggedIn, user: await views.of(user) };
      },
    });

    defineRoute(app, 'googleAuth', {
      onRequest: perAddress(limits, limitRules.googlePerAddress),
      handler: async (request, reply) => {
        if (!verifyGoogleIdToken) throw new HttpError(503, messages.googleNotConfigured);
        let identity;
        try {
          identity = await verifyGoogleIdToken(request.body.tokenId);
        } catch (error) {
          if (!(error instanceof GoogleTokenError)) throw error;
          request.log.info({ reason: error.message }, 'Google token rejected');
          throw new HttpError(401, messages.googleTokenRejected);
        }
        const user = await accounts.logInWithGoogle(identity);
        await logInAs(request, reply, user);
        return { message: messages.googleLoggedIn, user: await views.of(user) };
      },
    });

    defineRoute(app, 'logout', {
      handler: async (request, reply) => {
        await sessions.end(request.cookies[SESSION_COOKIE], reply);
        return { message: messages.loggedOut };
      },
    });

    defineRoute(app, 'verifyEmail', {
      onRequest: perAddress(limits, limitRules.tokenUsePerAddress),
      handler: async (request, reply) => {
        const user = await accounts.verifyEmail(request.body.token);
        // The link came from the account's mailbox: it logs that browser in if it was not already.
        if (request.user?.id !== user.id) await logInAs(request, reply, user);
        return { message: messages.emailVerified, user: await views.of(user) };
      },
    });

    defineRoute(app, 'resendVerification', {
      onRequest: [
        perAddress(limits, limitRules.resendPerAddress),
        async (request) =>
          limits.consume(limitRules.resendPerAccount, String(requireUser(request).id)),
      ],
      handler: async (request) => {
        const user = requireUser(request);
        if (user.email_verified_at) return { message: messages.emailAlreadyVerified };
        await accounts.sendVerification(user);
        return { message: messages.verificationSent };
      },
    });

    defineRoute(app, 'requestPasswordReset', {
      onRequest: perAddress(limits, limitRules.resetRequestPerAddress),
      preHandler: async (request) =>
        limits.consume(limitRules.resetRequestPerEmail, request.body.email),
      handler: async (request, reply) => {
        await accounts.requestPasswordReset(request.body.email);
        return reply.status(202).send({ message: messages.resetRequested });
      },
    });

    defineRoute(app, 'confirmPasswordReset', {
      onRequest: perAddress(limits, limitRules.tokenUsePerAddress),
      handler: async (request, reply) => {
        const user = await accounts.resetPassword(request.body.token, request.body.password);
        await sessions.start(reply, user.id, request.headers['user-agent']);
        return { message: messages.passwordResetDone, user: await views.of(user) };
      },
    });
  };
