import { randomBytes, timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@launchpad/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit anti-forgery: every response that finds no token sets a readable cookie, and every
 * state-changing call must echo it in a header. A cross-site page can make the browser send the
 * cookie but cannot read it, so it cannot forge the header.
 *
 * Every unsafe method is held to it, whatever its path: a prefix test on the raw URL would let
 * `/%61pi/...` or an absolute-form target (`POST http://host/api/...`) reach an API route
 * unchecked. Only the API takes unsafe methods, so nothing else is affected.
 */
export function registerXsrfProtection(app: FastifyInstance, options: { secure: boolean }): void {
  app.addHook('onRequest', (request, reply, done) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: options.secure,
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method)) return done();
    const header = request.headers[XSRF_HEADER.toLowerCase()];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      return done(
        new HttpError(403, 'Missing or invalid anti-forgery token. Reload the page and try again.'),
      );
    }
    done();
  });
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
