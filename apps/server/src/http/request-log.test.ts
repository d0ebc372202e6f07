import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog } from './request-log.ts';

/** A Fastify app with the request log, writing its lines into `lines`. */
async function appLoggingInto(lines: Array<Record<string, unknown>>) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new RequestLog() });
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/ready', async () => ({ status: 'ready' }));
  app.get('/api/v1/frontend-challenge', async () => []);
  await app.ready();
  return app;
}

describe('request log', () => {
  it('writes one line per answered request, and none for health checks', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = await appLoggingInto(lines);
    try {
      await app.inject({ method: 'GET', url: '/api/health' });
      await app.inject({ method: 'GET', url: '/api/ready' });
      expect(lines).toEqual([]);

      await app.inject({ method: 'GET', url: '/api/v1/frontend-challenge?x=1' });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: 30,
        msg: 'request completed',
        method: 'GET',
        url: '/api/v1/frontend-challenge?x=1',
        statusCode: 200,
      });
      expect(typeof lines[0]!.responseTime).toBe('number');
    } finally {
      await app.close();
    }
  });
});
