// The baseline for bench:api: an empty Fastify app that answers each benchmarked path with the
// exact bytes the app answered it with (captured first, passed as a JSON file in BARE_RESPONSES),
// so the ratio shows what the app's own work costs, not the size of its answers.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const responses = process.env.BARE_RESPONSES
  ? JSON.parse(readFileSync(process.env.BARE_RESPONSES, 'utf8'))
  : [];

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
for (const { path, contentType, body } of responses) {
  app.get(path, (_request, reply) => {
    reply.type(contentType).send(body);
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
