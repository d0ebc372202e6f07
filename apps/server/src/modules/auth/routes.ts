import {
  authConfigResponseSchema,
  authResponseSchema,
  currentUserResponseSchema,
  googleAuthRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  messages,
  registerRequestSchema,
} from '@launchpad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { HttpError } from '../../http/errors.ts';
import { perMinute } from '../../http/rate-limit.ts';
import type { UserViews } from '../users/service.ts';
import type { GoogleVerifier } from './google.ts';
import { GoogleTokenError } from './google.ts';
import type { AccountService } from './service.ts';
import { SESSION_COOKIE, type SessionStore } from './sessions.ts';

export interface AuthRouteDependencies {
  config: Config;
  accounts: AccountService;
  sessions: SessionStore;
  verifyGoogleIdToken: GoogleVerifier | undefined;
  views: UserViews;
}

export const authRoutes =
  ({
    config,
    accounts,
    sessions,
    verifyGoogleIdToken,
    views,
  }: AuthRouteDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/auth/config',
      { schema: { response: { 200: authConfigResponseSchema } } },
      async () => ({ googleClientId: config.google.clientId ?? null }),
    );

    app.get(
      '/api/auth/user',
      { schema: { response: { 200: currentUserResponseSchema, 401: currentUserResponseSchema } } },
      async (request, reply) => {
        if (!request.user) return reply.status(401).send({ isLoggedIn: false as const });
        return { user: await views.of(request.user), isLoggedIn: true as const };
      },
    );

    app.post(
      '/api/auth/register',
      {
        schema: { body: registerRequestSchema, response: { 201: authResponseSchema } },
        config: perMinute(5),
      },
      async (request, reply) => {
        const user = await accounts.register(request.body);
        await sessions.purgeExpired();
        await sessions.start(reply, user.id);
        return reply.status(201).send({ message: messages.registered, user: await views.of(user) });
      },
    );

    app.post(
      '/api/auth/login',
      {
        schema: { body: loginRequestSchema, response: { 200: authResponseSchema } },
        // Counted per address and account together, after the body is parsed.
        config: {
          rateLimit: {
            ...perMinute(10).rateLimit,
            hook: 'preHandler',
            keyGenerator: (request) =>
              `${request.ip}|${(request.body as { email?: string }).email ?? ''}`,
          },
        },
      },
      async (request, reply) => {
        const user = await accounts.logIn(request.body);
        await sessions.end(request.cookies[SESSION_COOKIE], reply);
        await sessions.purgeExpired();
        await sessions.start(reply, user.id);
        return { message: messages.loggedIn, user: await views.of(user) };
      },
    );

    app.post(
      '/api/auth/google-auth',
      {
        schema: { body: googleAuthRequestSchema, response: { 200: authResponseSchema } },
        config: perMinute(20),
      },
      async (request, reply) => {
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
        await sessions.end(request.cookies[SESSION_COOKIE], reply);
        await sessions.start(reply, user.id);
        return { message: messages.googleLoggedIn, user: await views.of(user) };
      },
    );

    app.post(
      '/api/auth/logout',
      { schema: { response: { 200: messageResponseSchema } } },
      async (request, reply) => {
        await sessions.end(request.cookies[SESSION_COOKIE], reply);
        return { message: messages.loggedOut };
      },
    );
  };
