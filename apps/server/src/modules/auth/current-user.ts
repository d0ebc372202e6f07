import { messages } from '@launchpad/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import type { UserRepo, UserRow } from '../users/repo.ts';
import { SESSION_COOKIE, type SessionStore } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user of an API request; null when anonymous. */
    user: UserRow | null;
  }
}

/**
 * Resolves the session cookie of every API request that carries one. Requests without the cookie
 * (the anonymous majority, and every static file) cost nothing.
 */
export function registerCurrentUser(
  app: FastifyInstance,
  sessions: SessionStore,
  users: UserRepo,
): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return;
    const userId = await sessions.resolve(token, reply);
    request.user = (userId !== undefined && (await users.findById(userId))) || null;
  });
}

/** The logged-in user, or a 401 for the client. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, messages.notLoggedIn);
  return request.user;
}
