import type { IncomingMessage, ServerResponse } from 'node:http';
import { endpoints, type EndpointName } from '@launchpad/contract';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Google Identity Services, the only third party the app itself talks to (sign-in). */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

type Headers = Readonly<Record<string, string>>;

/**
 * The security headers, computed once at start and set on every answer in one step. (Helmet's
 * middleware, or @fastify/helmet's, walks a dozen functions per request, and the latter re-parses
 * the whole policy each time.)
 *
 * Pages, files and every other answer get Helmet's full set with the app's policy. The API's
 * JSON answers get the short set OWASP gives for APIs: nothing in a JSON answer may load or run
 * anything (`default-src 'none'`) or be framed, and `nosniff` keeps a browser from reading it as
 * anything but JSON; the page-only headers (referrer, DNS prefetch, download options…) would be a
 * kilobyte on every call that says nothing to a `fetch`.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  {
    frameOrigins,
    inlineScriptHashes = [],
  }: {
    frameOrigins: readonly string[];
    /**
     * 'sha256-…' of the inline scripts the build wrote into the prerendered pages: those exact
     * texts run; any other inline script (an injected one) does not.
     */
    inlineScriptHashes?: readonly string[];
  },
): void {
  const pageHeaders = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [
            "'self'",
            ...inlineScriptHashes.map((hash) => `'${hash}'`),
            `${GOOGLE_SIGN_IN}client`,
          ],
          styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_SIGN_IN}style`],
          imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", GOOGLE_SIGN_IN],
          // Learner frames may load from another site than the app's (config RUNTIME_ORIGIN).
          frameSrc: ["'self'", GOOGLE_SIGN_IN, ...frameOrigins],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      // Google's sign-in popup talks back to its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  const jsonHeaders: Headers = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'strict-transport-security': pageHeaders['strict-transport-security']!,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  app.addHook('onRequest', (request, reply, done) => {
    const endpoint = request.routeOptions.config?.endpoint;
    reply.headers(endpoint && answersJson(endpoint) ? jsonHeaders : pageHeaders);
    done();
  });
}

/** The operations whose answers are JSON written from their schema (not a page, file or script). */
const jsonEndpoints = new Set<string>(
  Object.entries(endpoints)
    .filter(
      ([, endpoint]) => !('rawContentType' in endpoint) || endpoint.rawContentType === undefined,
    )
    .map(([name]) => name),
);

const answersJson = (endpoint: EndpointName) => jsonEndpoints.has(endpoint);

/** The headers a Connect-style middleware sets (it must set them synchronously, as Helmet does). */
function headersSetBy(
  middleware: (request: IncomingMessage, response: ServerResponse, next: () => void) => void,
): Headers {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}
