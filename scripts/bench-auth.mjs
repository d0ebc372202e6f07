// npm run bench:auth — successful logins per second against the built server. Each login verifies
// an argon2id hash (19 MiB, 2 passes, 1 lane: OWASP's minimum), which is slow on purpose.
import autocannon from 'autocannon';
import { startNode } from './lib/servers.mjs';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const xsrf = 'bench-anti-forgery-token';
const credentials = { email: 'bench@example.com', password: 'bench password 123' };

const app = await startNode('apps/server/dist/main.js');
try {
  const headers = {
    'content-type': 'application/json',
    cookie: `XSRF-TOKEN=${xsrf}`,
    'x-xsrf-token': xsrf,
  };
  const registered = await fetch(`${app.url}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ fullName: 'Bench User', ...credentials }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);

  const result = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${app.url}/api/auth/login`,
        method: 'POST',
        headers,
        body: JSON.stringify(credentials),
        connections,
        duration: durationSeconds,
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    ),
  );
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  console.log(`argon2id m=19456 KiB, t=2, p=1; ${connections} connections, ${durationSeconds} s`);
  console.log(`logins/s: ${result.requests.average.toFixed(1)}`);
  console.log(`latency p50: ${result.latency.p50} ms, p99: ${result.latency.p99} ms`);
  console.log(`total successful logins: ${result['2xx']}`);
} finally {
  await app.stop();
}
