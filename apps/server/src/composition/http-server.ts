import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { trackApiRoutes } from '../http/endpoint.ts';
import { registerErrorHandling } from '../http/errors.ts';
import { registerMetrics, type AppMetrics } from '../http/metrics.ts';
import { RequestLog } from '../http/request-log.ts';
import { registerResponseSerialization } from '../http/serialization.ts';
import { registerSecurityHeaders } from '../http/security-headers.ts';
import { prerenderedInlineScriptHashes } from '../http/web-app.ts';
import { registerXsrfProtection } from '../http/xsrf.ts';

/**
 * The HTTP server before any module: logging, proxies, metrics, validation, security headers,
 * compression, cookies and the anti-forgery check, in the order each must see requests.
 */
export async function createHttpServer(
  config: Config,
  responseValidation: boolean,
): Promise<{ app: FastifyInstance; metrics: AppMetrics }> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: trustedProxies(config.trustProxy),
    return503OnClosing: true,
    logController: new RequestLog(),
  });
  trackApiRoutes(app);
  // First, so its request counter sees every route (GET /metrics only with METRICS_TOKEN).
  const metrics = registerMetrics(app, { token: config.metricsToken, log: app.log });
  app.setValidatorCompiler(validatorCompiler);
  registerResponseSerialization(app, { validate: responseValidation });
  endConnectionsWhenClosing(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app, {
    frameOrigins: config.learnerFrames.frameOrigins,
    inlineScriptHashes: config.webDistDir ? prerenderedInlineScriptHashes(config.webDistDir) : [],
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  registerXsrfProtection(app, { secure: config.secureCookies });
  return { app, metrics };
}

/** A hop count trusts that many proxies nearest to us (Fastify's own rule for a number). */
function trustedProxies(trustProxy: Config['trustProxy']) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

/**
 * Every answer carries its request id. Once the app is closing, each answer ends its connection:
 * a keep-alive connection left open after the last request in flight would hold the close until
 * the client dropped it.
 */
function endConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
