import { messages, type EndpointAccess } from '@launchpad/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import type { UserRow, UserService } from '../users/service.ts';
import { SESSION_COOKIE, type SessionStore } from './sessions.ts';

/**
 * Who may call a route: any visitor (the default), a logged-in user, verified staff (team or
 * mentor) or a verified admin (the team). The
 * endpoint table says it for every operation; `defineRoute` copies it into `config.access`.
 */
export type RouteAccess = EndpointAccess;

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user of an API request; null when anonymous. */
    user: UserRow | null;
    /** The id of the session that authenticated the request (the session list marks it). */
    sessionId: string | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/**
 * Resolves the session cookie of every API request that carries one, and holds each route to its
 * `config.access` before its body is parsed or validated: an anonymous call to a user route is a
 * 401 whatever it sends. Requests without the cookie (the anonymous majority, and every static
 * file) cost nothing, and so do routes that never ask who calls (`anonymous`, like health).
 */
export function registerCurrentUser(
  app: FastifyInstance,
  sessions: SessionStore,
  users: UserService,
  admins: {
    isAdmin(user: UserRow): boolean;
    isStaff(user: UserRow): boolean;
    isAdminAddress(email: string): boolean;
  },
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  // Made once: the session store calls it only when the cache has no row for the session.
  const loadUser = (id: number) => users.findById(id);
  /** Why the request may not call its route (a 401 or 403), or undefined when it may. */
  const refusal = (request: FastifyRequest, access: RouteAccess): HttpError | undefined => {
    if (access === 'public') return undefined;
    if (!request.user) return new HttpError(401, messages.notLoggedIn);
    if (access === 'staff' && !admins.isStaff(request.user)) {
      return new HttpError(403, messages.staffOnly);
    }
    if (access === 'admin' && !admins.isAdmin(request.user)) {
      const unverifiedTeamMember = admins.isAdminAddress(request.user.email);
      return new HttpError(
        403,
        unverifiedTeamMember ? messages.adminNeedsVerifiedEmail : messages.adminOnly,
      );
    }
    return undefined;
  };
  // A callback hook, not an async one: most requests (no cookie, a static file, an anonymous
  // route) are done without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    const route = request.routeOptions;
    const access = route.config?.access ?? 'public';
    // The matched route, not the raw URL: `/%61pi/...` reaches the same route as `/api/...`.
    if (!token || route.config?.anonymous || !route.url?.startsWith('/api/')) {
      done(refusal(request, access));
      return;
    }
    sessions.resolve(token, reply, request.headers['user-agent'], loadUser).then((session) => {
      if (session?.user) {
        request.user = session.user;
        request.sessionId = session.publicId;
      }
      done(refusal(request, access));
    }, done);
  });
}

/** The logged-in user, or a 401 for the client. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, messages.notLoggedIn);
  return request.user;
}
