import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Google Identity Services, the only third party the app itself talks to (sign-in). */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

/**
 * Helmet's headers, computed once at start. (@fastify/helmet rebuilds its middleware, and so
 * re-parses the whole policy, on every request.)
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
  const setHeaders = helmet({
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
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
