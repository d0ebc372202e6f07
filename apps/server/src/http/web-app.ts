import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { runtimeFileHeaders } from '@launchpad/runner/frame-policy';

/**
 * Serves the built single-page app from the same origin as the API. Hashed assets are cached
 * forever; `index.html` is never cached and answers every other GET so deep links load.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built: ${indexFile} is missing (run npm run build).`);
  }
  const indexHtml = readFileSync(indexFile);

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      if (path.includes('/runtime/')) reply.headers(runtimeFileHeaders(path));
    },
  });

  app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendIndex(reply);
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${request.url}` });
  });

  function sendIndex(reply: FastifyReply) {
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  }
}
