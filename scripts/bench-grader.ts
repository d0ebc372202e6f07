// npm run bench:grader — the server's grading under load, on the built app (SQLite, embedded queue):
// learners submit a mix of reference and wrong solutions of all four topics at a fixed rate, and
// the script prints graded submissions per second, p50/p95 from POST to graded, and the peak
// memory of the grading browser (every Chromium process of the app). It runs twice: warm pages
// reused between jobs (the default) and a fresh browser context for every job. First, a live
// class (issue #29): 12 learners each submit every challenge's reference and first wrong solution
// at once (120 submissions), and it prints graded/s, p50/p95, the CPU seconds per grading summed
// over Node and every Chromium process, and the peak PSS.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadChallengeContent } from '@launchpad/content';
import { languageOf } from '@launchpad/contract';
import { chromiumChoice } from './lib/chromium.ts';
import { startNode } from './lib/servers.mjs';

const RATE = Number(process.env.BENCH_RATE ?? 5); // submissions per second, latency phase
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const BURST = Number(process.env.BENCH_BURST ?? 200); // submissions, throughput phase
/**
 * Enough learners that none has more than 4 submissions waiting at once (the app's per-account
 * cap: a fifth is refused) and that the graders always have another learner's work to take.
 */
const LEARNERS = Math.max(20, Math.ceil(BURST / 4));
const CONCURRENCY = process.env.GRADER_CONCURRENCY ?? '2';

/** BENCH_TOPICS=api,typescript benches those topics' challenges alone (a cost per topic). */
const topicsBenched = process.env.BENCH_TOPICS?.split(',');
const content = loadChallengeContent(
  fileURLToPath(new URL('../content/challenges', import.meta.url)),
).filter((challenge) => !topicsBenched || topicsBenched.includes(challenge.meta.topic));
/** One reference and one wrong solution per challenge: half should be solved. */
const mix = content.flatMap((challenge) => [
  { challenge, files: challenge.solution, expected: 'solved' },
  { challenge, files: Object.values(challenge.wrong)[0]!, expected: 'unsolved' },
]);
const previousData = (files: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(files).map(([path, text]) => [
      languageOf(path),
      Buffer.from(text).toString('base64'),
    ]),
  );

interface TreeProcess {
  pid: number;
  chromium: boolean;
  /** Proportional set size, MB. */
  pssMb: number;
  /** User + system CPU seconds, its reaped children's included. */
  cpuSeconds: number;
}

/** A process and all its descendants, read from /proc, each marked Chromium or not. */
function processTree(rootPid: number): TreeProcess[] {
  const ticks = 100; // USER_HZ on Linux
  const parents = new Map<number, number>();
  const found: TreeProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const pid = Number(entry);
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      // Fields after the command name (which may hold spaces), from field 3 on.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(pid, Number(fields[1]));
      const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
      const rollup = readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8');
      found.push({
        pid,
        chromium: /chrom|headless/i.test(name),
        pssMb: Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) / 1024,
        cpuSeconds: (utime! + stime! + cutime! + cstime!) / ticks,
      });
    } catch {
      // gone meanwhile
    }
  }
  const inTree = (pid: number): boolean =>
    pid === rootPid || (pid > 1 && parents.has(pid) && inTree(parents.get(pid)!));
  return found.filter((member) => inTree(member.pid));
}

/** Sums a measure over the tree, split into Chromium and the rest (Node). */
function split(
  tree: TreeProcess[],
  measure: (member: TreeProcess) => number,
): { chromium: number; node: number; total: number } {
  const sum = { chromium: 0, node: 0, total: 0 };
  for (const member of tree) {
    if (member.chromium) sum.chromium += measure(member);
    else sum.node += measure(member);
    sum.total += measure(member);
  }
  return sum;
}

/**
 * Memory of a process and all its descendants, in MB. PSS, not RSS: Chromium's processes share
 * most of their pages, and RSS would count them once per process.
 */
const memoryOf = (rootPid: number) => split(processTree(rootPid), (p) => p.pssMb);
/** CPU seconds used so far by a process and all its descendants. */
const cpuSecondsOf = (rootPid: number) => split(processTree(rootPid), (p) => p.cpuSeconds);

interface Learner {
  cookie: string;
  /**
   * Each learner comes from an address of their own, as a class does (the app believes
   * X-Forwarded-For from loopback here: TRUST_PROXY below), so the per-address cap on waiting
   * submissions sees a class, not one address.
   */
  address: string;
}

async function register(url: string, index: number): Promise<Learner> {
  const xsrf = 'bench-xsrf';
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
      'x-forwarded-for': addressOf(index),
    },
    body: JSON.stringify({
      fullName: `Bench Learner ${index}`,
      email: `bench-${index}-${Date.now()}@example.com`,
      password: 'bench pass 1',
    }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}`);
  const session = res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
  return { cookie: `${session}; XSRF-TOKEN=${xsrf}`, address: addressOf(index) };
}

const addressOf = (index: number) => `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/** POSTs one submission and resolves with the milliseconds until its grade was known. */
async function submitAndWait(
  url: string,
  learner: Learner,
  item: (typeof mix)[number],
): Promise<{ ms: number; status: string; expected: string; slug: string }> {
  const started = performance.now();
  const res = await fetch(`${url}/api/v1/fe-submissions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: learner.cookie,
      'x-xsrf-token': 'bench-xsrf',
      'x-forwarded-for': learner.address,
    },
    body: JSON.stringify({
      questionId: item.challenge.meta.id,
      status: 'solved',
      score: item.challenge.meta.score,
      previous_data: previousData(item.files),
    }),
  });
  let submission = (await res.json()) as { id: number; status: string };
  while (submission.status === 'pending') {
    await new Promise((r) => setTimeout(r, 100));
    const poll = await fetch(`${url}/api/v1/fe-submissions/${submission.id}`, {
      headers: { cookie: learner.cookie },
    });
    submission = (await poll.json()) as { id: number; status: string };
  }
  return {
    ms: performance.now() - started,
    status: submission.status,
    expected: item.expected,
    slug: item.challenge.meta.slug,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function run(
  label: string,
  env: Record<string, string>,
  { rate, seconds, burst }: { rate: number; seconds: number; burst: number },
) {
  const server = await startNode('apps/server/dist/main.js', {
    env: { GRADER: 'on', GRADER_CONCURRENCY: CONCURRENCY, TRUST_PROXY: 'loopback', ...env },
  });
  let peak = { chromium: 0, node: 0 };
  const sampler = setInterval(() => {
    const now = memoryOf(server.pid!);
    peak = { chromium: Math.max(peak.chromium, now.chromium), node: Math.max(peak.node, now.node) };
  }, 250);
  try {
    const learners = await Promise.all(
      Array.from({ length: LEARNERS }, (_, i) => register(server.url, i)),
    );
    let next = 0;
    const take = () => mix[next++ % mix.length]!;
    // Warm-up: one of each topic.
    await Promise.all(learners.slice(0, 4).map((l) => submitAndWait(server.url, l, take())));

    // Latency at a fixed arrival rate.
    const latency: Array<Promise<{ ms: number; status: string; expected: string; slug: string }>> =
      [];
    const total = rate * seconds;
    const t0 = performance.now();
    for (let i = 0; i < total; i += 1) {
      const due = t0 + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      latency.push(submitAndWait(server.url, learners[i % learners.length]!, take()));
    }
    const timed = await Promise.all(latency);
    const ms = timed.map((r) => r.ms).sort((a, b) => a - b);
    const wrongVerdicts = timed.filter((r) => r.status !== r.expected).length;

    // Throughput: a burst far above what the pool can take, graded as fast as it can.
    const b0 = performance.now();
    const burstResults = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        submitAndWait(server.url, learners[i % learners.length]!, take()),
      ),
    );
    const perSecond = burst / ((performance.now() - b0) / 1000);
    const burstWrong = burstResults.filter((r) => r.status !== r.expected).length;

    console.log(
      `${label.padEnd(34)} ${rate}/s for ${seconds}s: p50 ${percentile(ms, 0.5).toFixed(0).padStart(5)} ms  p95 ${percentile(ms, 0.95).toFixed(0).padStart(5)} ms | burst of ${burst}: ${perSecond.toFixed(1).padStart(5)} graded/s | peak PSS: Chromium ${peak.chromium.toFixed(0)} MB, app ${peak.node.toFixed(0)} MB | verdicts off: ${wrongVerdicts + burstWrong}`,
    );
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
}

/**
 * A live class: `learners` each submit every challenge's reference and first wrong solution, one
 * after another (each waits for its verdict, as a person does), all learners at once.
 */
async function classBurst(learnerCount: number) {
  const server = await startNode('apps/server/dist/main.js', {
    env: { GRADER: 'on', GRADER_CONCURRENCY: CONCURRENCY, TRUST_PROXY: 'loopback' },
  });
  let peak = 0;
  const sampler = setInterval(() => {
    const now = memoryOf(server.pid!);
    peak = Math.max(peak, now.total);
  }, 250);
  try {
    const learners = await Promise.all(
      Array.from({ length: learnerCount }, (_, i) => register(server.url, 1000 + i)),
    );
    // Warm-up, so the figures are the class's and not the first page's start.
    await submitAndWait(server.url, learners[0]!, mix[0]!);
    const cpu0 = cpuSecondsOf(server.pid!);
    const t0 = performance.now();
    const perLearner = Math.ceil(mix.length / learnerCount);
    const results = (
      await Promise.all(
        learners.map(async (learner, index) => {
          const mine = mix.slice(index * perLearner, (index + 1) * perLearner);
          const done = [];
          for (const item of mine) done.push(await submitAndWait(server.url, learner, item));
          return done;
        }),
      )
    ).flat();
    const seconds = (performance.now() - t0) / 1000;
    const cpu1 = cpuSecondsOf(server.pid!);
    const per = (seconds: number) => (seconds / results.length).toFixed(3);
    const ms = results.map((r) => r.ms).sort((a, b) => a - b);
    const right = results.filter((r) => r.status === r.expected).length;
    const off = results.filter((r) => r.status !== r.expected);
    if (off.length > 0) {
      console.log(
        `verdicts off: ${off.map((r) => `${r.slug} (${r.expected}: got ${r.status})`).join(', ')}`,
      );
    }
    console.log(
      `class burst: ${learnerCount} learners, ${results.length} submissions | ${(results.length / seconds).toFixed(1)} graded/s | p50 ${percentile(ms, 0.5).toFixed(0)} ms  p95 ${percentile(ms, 0.95).toFixed(0)} ms | ${per(cpu1.total - cpu0.total)} CPU-s per grading (Node ${per(cpu1.node - cpu0.node)} + Chromium ${per(cpu1.chromium - cpu0.chromium)}) | peak PSS ${peak.toFixed(0)} MB | verdicts right: ${right}/${results.length}`,
    );
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
}

console.log(
  `Grading on the built app (SQLite, GRADER_CONCURRENCY=${CONCURRENCY}, the ${chromiumChoice.source} Chromium at ${chromiumChoice.executablePath}), a mix of reference and wrong solutions of all ${content.length} challenges`,
);
await classBurst(Number(process.env.BENCH_CLASS ?? 12));
if (process.env.BENCH_CLASS_ONLY === '1') process.exit(0);
await run('warm pages, reused (default)', {}, { rate: RATE, seconds: SECONDS, burst: BURST });
// Far slower, so a lighter load keeps the run short; the figures compare per submission.
await run(
  'a fresh browser context per job',
  { GRADER_PAGE_JOBS: '1' },
  { rate: 1, seconds: 10, burst: 20 },
);
