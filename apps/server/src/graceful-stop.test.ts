import { request as httpRequest } from 'node:http';
import { loadChallengeContent } from '@launchpad/content';
import { XSRF_COOKIE, XSRF_HEADER } from '@launchpad/contract';
import { TEST_CHROMIUM_PATH } from '@launchpad/grader/testing';
import { afterEach, expect, inject, it } from 'vitest';
import type { Db } from './db/database.ts';
import { freePort } from './testing/free-port.ts';
import {
  postToProcess,
  scratchServer,
  sessionOf,
  type ServerProcess,
} from './testing/server-process.ts';
import { startSmtpServer } from './testing/smtp.ts';
import { previousDataOf } from './testing/submissions.ts';
import { CONTENT_DIR, describeEachDatabase, type DatabaseKind } from './testing/test-app.ts';

/**
 * The real server process, stopped with SIGTERM while a request, two gradings and a mail are in
 * flight: the request is answered, the gradings and the mail finish (or stay pending, unclaimed),
 * the process exits with 0, and the next start does what is left, each thing exactly once.
 * Every step waits on a condition it can see (a log line, a row, the mail server), never a delay.
 */
const arrayChunk = loadChallengeContent(CONTENT_DIR).find((c) => c.meta.slug === 'array-chunk')!;
const XSRF = 'graceful-stop-test-token';
const PASSWORD = 'graceful password';

function deferred<T = void>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** Resolves once `condition` holds, looking every 50 ms (the test's own time limit bounds it). */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * A POST whose headers the server has taken (it answered `100 Continue`) and whose body the test
 * sends when it likes: a request that is in flight for as long as the test wants.
 */
function postInTwoSteps(port: number, path: string, body: unknown) {
  const json = JSON.stringify(body);
  const continued = deferred();
  let sendBody: () => void = () => undefined;
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(json),
        expect: '100-continue',
        cookie: `${XSRF_COOKIE}=${XSRF}`,
        [XSRF_HEADER]: XSRF,
      },
    });
    req.on('continue', () => continued.resolve());
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.flushHeaders();
    sendBody = () => req.end(json);
  });
  return { taken: continued.promise, sendBody: () => sendBody(), answered };
}

/** Whether a process has written this log line (by the start of its message). */
const logged = (server: ServerProcess, message: string) =>
  server.logs.some((entry) => typeof entry.msg === 'string' && entry.msg.startsWith(message));

const exitOf = (server: ServerProcess) =>
  new Promise<number | null>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      resolve(server.child.exitCode);
    } else server.child.once('exit', (code) => resolve(code));
  });

/**
 * A mail server that holds every message until the test calls `letMailThrough`: the first one
 * stays in flight, the next ones wait behind it. `firstMailArrived` resolves once the first is in.
 */
async function mailServerThatHolds() {
  const firstMailArrived = deferred();
  const letMailThrough = deferred();
  const smtp = await startSmtpServer(0, {
    accept: () => {
      firstMailArrived.resolve();
      return letMailThrough.promise;
    },
  });
  return {
    smtp,
    firstMailArrived: firstMailArrived.promise,
    letMailThrough: () => letMailThrough.resolve(),
  };
}

/** The server's settings: the test's database and mail server, two gradings at a time. */
function serverEnv(opened: { dataDir: string; databaseUrl?: string }, smtpUrl: string) {
  return {
    DATA_DIR: opened.dataDir,
    ...(opened.databaseUrl ? { DATABASE_URL: opened.databaseUrl } : {}),
    SMTP_URL: smtpUrl,
    GRADER: 'on',
    GRADER_CONCURRENCY: '2',
    // Answer submits at once; an endless loop is cut at 5 s, and that is its grade.
    GRADE_WAIT_MS: '0',
    GRADER_TIMEOUT_MS: '5000',
    GRADER_RUNTIME_DIR: inject('runnerRuntimeDir'),
    CHROMIUM_PATH: TEST_CHROMIUM_PATH,
    LOG_LEVEL: 'info',
  };
}

/** Registers a learner for each name (`<name>@example.com`); answers their session cookies. */
async function registerLearners(port: number, names: string[]): Promise<string[]> {
  const sessions: string[] = [];
  for (const name of names) {
    const res = await postToProcess(port, '/api/auth/register', {
      fullName: name,
      email: `${name}@example.com`,
      password: PASSWORD,
    });
    expect(res.status).toBe(201);
    sessions.push(sessionOf(res));
  }
  return sessions;
}

/** Submits `files` for array-chunk as the learner of `session`; answers the submission's id. */
async function submitArrayChunk(
  port: number,
  session: string,
  files: Record<string, string>,
): Promise<number> {
  const res = await postToProcess(
    port,
    '/api/v1/fe-submissions',
    {
      questionId: arrayChunk.meta.id,
      status: 'solved',
      score: arrayChunk.meta.score,
      previous_data: previousDataOf(files),
    },
    session,
  );
  expect(res.status).toBe(202);
  return ((await res.json()) as { id: number }).id;
}

/**
 * Each learner submits code that never ends, then a solution that waits its turn (one grading per
 * learner at a time). Answers the ids of each kind, in the learners' order.
 */
async function submitEndlessThenSolution(port: number, sessions: string[]) {
  const endless: number[] = [];
  const waiting: number[] = [];
  for (const session of sessions) {
    // Hidden from the runner's loop guard in eval, so only the time limit ends it.
    endless.push(await submitArrayChunk(port, session, { 'script.js': "eval('while (true) {}')" }));
    waiting.push(await submitArrayChunk(port, session, arrayChunk.solution));
  }
  return { endless, waiting };
}

/** The ids of the submissions a grader has claimed and not finished, in order. */
async function claimedSubmissions(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('submissions')
    .select('id')
    .where('status', '=', 'pending')
    .where('claim_token', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

describeEachDatabase('stopping the server with SIGTERM', (kind: DatabaseKind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('answers the request in flight, finishes the gradings and the mail in hand, exits 0; the next start does the rest once', async () => {
    const opened = await kind.open();
    cleanups.push(() => opened.dispose());
    const db = opened.database.db;
    const scratch = scratchServer('graceful-stop', CONTENT_DIR);
    cleanups.push(() => scratch.remove());

    // The mail server holds the first message until the test lets it through.
    const { smtp, firstMailArrived, letMailThrough } = await mailServerThatHolds();
    cleanups.push(() => smtp.close());

    let port = await freePort();
    const env = serverEnv(opened, smtp.url);
    let server = await scratch.start(port, env);
    const first = server;
    cleanups.push(() => first.stop('SIGKILL'));

    // Two learners; Ada's verification mail is held by the mail server, Grace's waits behind it.
    const sessions = await registerLearners(port, ['ada', 'grace']);
    await firstMailArrived;

    // Each submits code that never ends, then a solution that waits its turn.
    const { endless, waiting } = await submitEndlessThenSolution(port, sessions);
    await until(async () => (await claimedSubmissions(db)).length === 2);
    expect(await claimedSubmissions(db)).toEqual(endless);

    // A registration whose headers are in and whose body is still to come.
    const carol = postInTwoSteps(port, '/api/auth/register', {
      fullName: 'carol',
      email: 'carol@example.com',
      password: PASSWORD,
    });
    await carol.taken;

    const exited = exitOf(server);
    server.child.kill('SIGTERM');
    await until(() => logged(server, 'shutting down'));
    // The request in flight is served to the end, though the server is stopping.
    carol.sendBody();
    expect((await carol.answered).status).toBe(201);
    // A new request is not served: refused, or told the server is stopping.
    const late = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.status,
      () => 'refused',
    );
    expect(['refused', 503]).toContain(late);
    letMailThrough();
    expect(await exited).toBe(0);
    expect(logged(server, 'shut down')).toBe(true);

    // Nothing is left claimed: the endless runs were cut by their time limit and stored; the
    // solutions behind them were not started.
    const submissions = await db
      .selectFrom('submissions')
      .select(['id', 'status', 'failure', 'claim_token', 'claimed_at', 'attempts'])
      .orderBy('id')
      .execute();
    expect(submissions.filter((row) => row.claim_token !== null)).toEqual([]);
    expect(
      submissions.filter((row) => row.status === 'pending' && row.claimed_at !== null),
    ).toEqual([]);
    for (const row of submissions.filter((row) => endless.includes(row.id))) {
      expect(row.status).toBe('unsolved');
      expect(row.failure).toMatch(/did not finish within 5 seconds/);
    }
    expect(
      submissions
        .filter((row) => waiting.includes(row.id))
        .map((row) => [row.status, row.attempts]),
      'not started while stopping',
    ).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);

    // Ada's mail, in flight at the signal, was delivered and marked; each other one is either
    // sent (delivered) or pending, unclaimed and untried.
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['to_address', 'status', 'attempts', 'locked_until'])
      .orderBy('id')
      .execute();
    expect(mails.map((mail) => mail.to_address)).toEqual([
      'ada@example.com',
      'grace@example.com',
      'carol@example.com',
    ]);
    expect(mails[0]).toMatchObject({ status: 'sent', locked_until: null });
    for (const mail of mails) {
      if (mail.status === 'sent') continue;
      expect(mail).toMatchObject({ status: 'pending', attempts: 0, locked_until: null });
    }
    const delivered = () => smtp.received.flatMap((mail) => mail.to).sort();
    expect(delivered()).toEqual(
      mails
        .filter((mail) => mail.status === 'sent')
        .map((mail) => mail.to_address)
        .sort(),
    );

    // The next start grades and sends what was left, at once (no claim to wait out).
    port = await freePort();
    server = await scratch.start(port, env);
    const second = server;
    cleanups.push(() => second.stop('SIGKILL'));
    await until(async () => {
      const pending = await db
        .selectFrom('submissions')
        .select('id')
        .where('status', '=', 'pending')
        .execute();
      const unsent = await db
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '!=', 'sent')
        .execute();
      return pending.length === 0 && unsent.length === 0;
    });
    const graded = await db
      .selectFrom('submissions')
      .select(['id', 'status', 'attempts'])
      .orderBy('id')
      .execute();
    expect(graded.filter((row) => waiting.includes(row.id)).map((row) => row.status)).toEqual([
      'solved',
      'solved',
    ]);
    expect(graded.every((row) => row.attempts === 1)).toBe(true);
    // Each mail delivered once, each grade written once, over both runs.
    expect(delivered()).toEqual(['ada@example.com', 'carol@example.com', 'grace@example.com']);
    const gradeLines = () =>
      [...first.logs, ...second.logs]
        .filter((entry) => entry.msg === 'submission graded' && entry.written === true)
        .map((entry) => entry.submission as number);
    // A grade's line follows its commit: it may still be on its way.
    await until(() => gradeLines().length >= 4);
    expect(gradeLines().sort((a, b) => a - b)).toEqual(
      [...endless, ...waiting].sort((a, b) => a - b),
    );

    const stoppedAgain = exitOf(second);
    second.child.kill('SIGTERM');
    expect(await stoppedAgain).toBe(0);
  }, 180_000);
});
