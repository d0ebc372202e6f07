// npm run bench:api — requests per second and p99 latency of the built server against an empty
// Fastify app measured in the same run on the same machine, so the ratio shows what our
// middleware (security headers, anti-forgery cookie, logging, compression, database) costs.
import autocannon from 'autocannon';
import { startNode } from './lib/servers.mjs';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: durationSeconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const app = await startNode('apps/server/dist/main.js');
const bare = await startNode('scripts/lib/bare-fastify.mjs', { readyPath: '/bare' });
const targets = [
  { name: 'bare Fastify GET /bare', url: `${bare.url}/bare` },
  { name: 'app GET /api/health', url: `${app.url}/api/health` },
  { name: 'app GET /api/ready (database)', url: `${app.url}/api/ready` },
];

try {
  console.log(
    `autocannon: ${connections} connections, ${durationSeconds} s per target, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`,
  );
  const rows = [];
  for (const target of targets) {
    const result = await measure(target.url);
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
    rows.push({ target: target.name, rps: result.requests.average, p99: result.latency.p99 });
  }
  const baseline = rows[0].rps;
  console.log('');
  console.log('target                              req/s     p99 ms   vs bare');
  for (const row of rows) {
    console.log(
      `${row.target.padEnd(34)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p99).padStart(9)} ${(row.rps / baseline).toFixed(2).padStart(8)}`,
    );
  }
} finally {
  await app.stop();
  await bare.stop();
}
