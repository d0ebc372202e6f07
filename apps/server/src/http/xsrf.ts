import { randomBytes, timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@launchpad/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** This visitor's anti-forgery token: their cookie's, or the one this response sets. */
    xsrfToken: string;
  }
  interface FastifyContextConfig {
    /**
     * 'form-field': a form that posts natively carries the token in a field of its body, which is
     * parsed only after this hook; the route checks it itself with `hasFormToken`.
     */
    xsrf?: 'form-field';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit anti-forgery: every response that finds no token sets a readable cookie, and every
 * state-changing call must echo it in a header. A cross-site page can make the browser send the
 * cookie but cannot read it, so it cannot forge the header.
 *
 * Every unsafe method is held to it, whatever its path: a prefix test on the raw URL would let
 * `/%61pi/...` or an absolute-form target (`POST http://host/api/...`) reach an API route
 * unchecked. The one exception is a route the router matched that says it takes the token in a
 * form field (the lead forms without JavaScript), which checks it the same way once its body is
 * read.
 */
export function registerXsrfProtection(app: FastifyInstance, options: { secure: boolean }): void {
  app.decorateRequest('xsrfToken', '');
  app.addHook('onRequest', (request, reply, done) => {
    const cookie = request.cookies[XSRF_COOKIE];
    request.xsrfToken = cookie || randomBytes(32).toString('base64url');
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, request.xsrfToken, {
        path: '/',
        sameSite: 'lax',
        secure: options.secure,
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method)) return done();
    if (request.routeOptions.config.xsrf === 'form-field') return done();
    const header = request.headers[XSRF_HEADER.toLowerCase()];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      return done(
        new HttpError(403, 'Missing or invalid anti-forgery token. Reload the page and try again.'),
      );
    }
    done();
  });
}

/** Whether a form's token field matches the visitor's cookie (a cookie set just now matches none). */
export function hasFormToken(request: FastifyRequest, field: unknown): boolean {
  const cookie = request.cookies[XSRF_COOKIE];
  return Boolean(cookie) && typeof field === 'string' && sameToken(cookie!, field);
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
