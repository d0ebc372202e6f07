// npm run bench:api — requests per second and p99 latency of the built server's core reads, each
// against a bare Fastify app answering the same path with the same bytes (captured from the app
// first), measured in the same run on the same machine: the ratio shows what the app's own work
// (session, database, serialization, security headers, logging) costs. Runs on SQLite and, when
// BENCH_DATABASE_URL or DATABASE_URL is a PostgreSQL URL, on PostgreSQL (a database of its own
// beside that URL's, dropped afterwards). Ends with an RSS check: BENCH_RSS_RUNS (3) runs in a row
// of BENCH_RSS_SECONDS (60) at 200 connections on the list, the RSS before, after and at its peak.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { START_NODE_FLAGS, startNode } from './lib/servers.mjs';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rssSeconds = Number(process.env.BENCH_RSS_SECONDS ?? 60);
const rssRunCount = Number(process.env.BENCH_RSS_RUNS ?? 3);
// App, bare, app, bare, ...: the best round of each counts, so a burst of other work on the
// machine during one round does not decide the ratio.
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const appScript = process.env.BENCH_APP ?? 'apps/server/dist/main.js';
// Another build's figures (a 'before'): BENCH_APP names its main.js, BENCH_NODE_FLAGS the flags it
// ran with then (space-separated; empty for none). Both servers get the same flags.
const nodeFlags =
  process.env.BENCH_NODE_FLAGS === undefined
    ? START_NODE_FLAGS
    : process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean);
const rssConnections = 200;
const postgresUrl = [process.env.BENCH_DATABASE_URL, process.env.DATABASE_URL].find((url) =>
  /^postgres(ql)?:\/\//.test(url ?? ''),
);
const xsrf = 'bench-anti-forgery-token';

function measure(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: durationSeconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function checked(name, result) {
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return result;
}

const rssKiB = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

/** A learner registered through the API: the cookie header that carries its session. */
async function registerLearner(url) {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
    },
    body: JSON.stringify({
      fullName: 'Bench Learner',
      email: `bench-${randomBytes(4).toString('hex')}@example.com`,
      password: 'bench password 123',
    }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  const session = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.startsWith('XSRF-TOKEN='));
  return [`XSRF-TOKEN=${xsrf}`, ...session].join('; ');
}

async function capture(url, path, cookie) {
  const response = await fetch(`${url}${path}`, {
    headers: { cookie, 'accept-encoding': 'identity' },
  });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return { path, contentType: response.headers.get('content-type'), body: await response.text() };
}

/**
 * A fresh PostgreSQL database for one run, and how to drop it. (Not a schema: the migrator looks
 * for its bookkeeping tables across every schema of the database and would find another's.)
 */
async function postgresDatabase(url) {
  const name = `launchpad_bench_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = async (text) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  return {
    url: benchUrl.href,
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

async function benchDatabase(name, databaseUrl) {
  // LOG_LEVEL info as in production: the request log is part of the cost; its lines go nowhere.
  const app = await startNode(appScript, {
    env: { DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'info' },
    quiet: true,
    nodeFlags,
  });
  const bodiesDir = mkdtempSync(join(tmpdir(), 'launchpad-bench-bodies-'));
  let bare;
  try {
    const cookie = await registerLearner(app.url);
    const list = await capture(app.url, '/api/v1/frontend-challenge', cookie);
    const firstId = JSON.parse(list.body)[0].id;
    const responses = [
      list,
      await capture(app.url, `/api/v1/frontend-challenge/${firstId}`, cookie),
      await capture(app.url, '/api/auth/user', cookie),
      await capture(app.url, '/api/health', cookie),
    ];
    const bodiesFile = join(bodiesDir, 'responses.json');
    writeFileSync(bodiesFile, JSON.stringify(responses));
    bare = await startNode('scripts/lib/bare-fastify.mjs', {
      env: { BARE_RESPONSES: bodiesFile },
      readyPath: '/bare',
      nodeFlags,
    });

    const headers = { cookie };
    const targets = [
      { name: 'GET /api/v1/frontend-challenge', path: list.path },
      { name: 'GET /api/auth/user', path: '/api/auth/user' },
      { name: 'GET /api/health', path: '/api/health' },
      {
        name: 'mixed: list + detail + user',
        requests: responses.slice(0, 3).map(({ path }) => ({ method: 'GET', path })),
      },
    ];
    // A fresh process runs its first seconds unoptimized: the first target would pay for it.
    const mixed = targets.at(-1).requests;
    for (const base of [app.url, bare.url]) {
      checked('warm-up', await measure({ url: base, headers, requests: mixed, duration: 3 }));
    }
    const rows = [];
    for (const target of targets) {
      const options = (base) =>
        target.requests
          ? { url: base, headers, requests: target.requests }
          : { url: `${base}${target.path}`, headers };
      let appResult;
      let bareResult;
      for (let round = 0; round < rounds; round += 1) {
        const appRound = checked(`app ${target.name}`, await measure(options(app.url)));
        const bareRound = checked(`bare ${target.name}`, await measure(options(bare.url)));
        if (!appResult || appRound.requests.average > appResult.requests.average) {
          appResult = appRound;
        }
        if (!bareResult || bareRound.requests.average > bareResult.requests.average) {
          bareResult = bareRound;
        }
      }
      console.log(
        `${name} ${target.name}: app ${appResult.requests.average} req/s, bare ${bareResult.requests.average} req/s`,
      );
      rows.push({
        database: name,
        endpoint: target.name,
        appRps: appResult.requests.average,
        appP99: appResult.latency.p99,
        bareRps: bareResult.requests.average,
      });
    }

    // Runs in a row: the first from this start shows the heap settling under the load as
    // growth; a leak would keep the peak rising run after run. The RSS is sampled every second,
    // since one reading before and after lands anywhere on the garbage collector's sawtooth.
    const rssRuns = [];
    for (let run = 1; run <= rssRunCount; run += 1) {
      const before = rssKiB(app.pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssKiB(app.pid));
      }, 1000);
      // Not `checked`: timeouts under this load are a finding to report, not a reason to stop.
      const result = await new Promise((resolve, reject) =>
        autocannon(
          {
            url: `${app.url}${list.path}`,
            headers,
            connections: rssConnections,
            duration: rssSeconds,
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        ),
      ).finally(() => clearInterval(sampler));
      const after = rssKiB(app.pid);
      rssRuns.push({
        database: name,
        run,
        before,
        after,
        peak: Math.max(peak, after),
        rps: result.requests.average,
        p99: result.latency.p99,
        failures: result.non2xx + result.errors + result.timeouts,
      });
    }
    return {
      rows,
      rssRuns,
    };
  } finally {
    await bare?.stop();
    await app.stop();
    rmSync(bodiesDir, { recursive: true, force: true });
  }
}

const results = [await benchDatabase('SQLite', undefined)];
if (postgresUrl) {
  const database = await postgresDatabase(postgresUrl);
  try {
    results.push(await benchDatabase('PostgreSQL', database.url));
  } finally {
    await database.drop();
  }
}

console.log(
  `\nautocannon: ${connections} connections, ${durationSeconds} s per run, app and bare Fastify (same bytes) alternating, best of ${rounds} rounds each; both run with node ${nodeFlags.join(' ') || '(no flags)'}`,
);
console.log(
  '\n| Database | Endpoint (logged in) | App req/s | App p99 ms | Bare req/s | Ratio |\n| --- | --- | --- | --- | --- | --- |',
);
for (const row of results.flatMap((result) => result.rows)) {
  console.log(
    `| ${row.database} | ${row.endpoint} | ${row.appRps.toFixed(0)} | ${row.appP99} | ${row.bareRps.toFixed(0)} | ${(row.appRps / row.bareRps).toFixed(2)} |`,
  );
}
console.log(
  `\nRSS, ${rssRunCount} runs in a row of ${rssSeconds} s at ${rssConnections} connections on the list (MiB):`,
);
console.log(
  '\n| Database | Run | Before | Peak | After | App req/s | p99 ms | Errors or timeouts |\n| --- | --- | --- | --- | --- | --- | --- | --- |',
);
const mib = (kib) => (kib / 1024).toFixed(0);
for (const rss of results.flatMap((result) => result.rssRuns)) {
  console.log(
    `| ${rss.database} | ${rss.run} | ${mib(rss.before)} | ${mib(rss.peak)} | ${mib(rss.after)} | ${rss.rps.toFixed(0)} | ${rss.p99} | ${rss.failures} |`,
  );
}
