import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { HttpError } from './errors.ts';

/**
 * The numbers operators watch (GET /metrics, Prometheus text format). The only file that knows
 * prom-client: modules report what happens through the small interfaces below, and app.ts hands
 * them this module's implementation, or `noMetrics` when METRICS_TOKEN is unset.
 */

/**
 * What became of one hand-out of a submission to a grader: a grade from a finished run (solved,
 * unsolved) or from a run that failed as a whole (timed_out, crashed, failed); a grade without a
 * run, after too many tries (given_up); or no grade: the grader could not run (postponed), this
 * process stopped first (handed_back), another grader holds the row now (not_written), or an
 * unexpected error.
 */
export const GRADING_OUTCOMES = [
  'solved',
  'unsolved',
  'timed_out',
  'crashed',
  'failed',
  'given_up',
  'postponed',
  'handed_back',
  'not_written',
  'error',
] as const;
export type GradingOutcome = (typeof GRADING_OUTCOMES)[number];

export interface GradingMetrics {
  /** A grader started on a submission `waitedMs` after it was submitted. */
  gradingStarted(waitedMs: number): void;
  /** A hand-out ended; `ranMs` is how long the grader ran, when it ran at all. */
  gradingEnded(outcome: GradingOutcome, ranMs?: number): void;
}

export interface MailMetrics {
  mailSent(): void;
  /** A try failed; `givenUp` when it was the last one (the mail is 'failed' now). */
  mailFailed(givenUp: boolean): void;
}

export interface SessionCacheMetrics {
  /** A request's session was looked up in the cache: `found` is a hit, else a miss. */
  sessionCacheLookup(found: boolean): void;
}

export interface Metrics extends GradingMetrics, MailMetrics, SessionCacheMetrics {}

/** The counts that need a database read: taken when /metrics is scraped, never polled. */
export interface BacklogReaders {
  /** Pending submissions: waiting for a grader, and held by one. */
  gradingBacklog(): Promise<{ waiting: number; grading: number }>;
  /** Mails not sent: still to be tried, and given up on. */
  mailBacklog(): Promise<{ pending: number; failed: number }>;
}

export interface AppMetrics extends Metrics {
  /** Where the backlog gauges read from (set once grading and the outbox exist). */
  readBacklogsFrom(readers: BacklogReaders): void;
}

export const noMetrics: AppMetrics = {
  gradingStarted() {},
  gradingEnded() {},
  mailSent() {},
  mailFailed() {},
  sessionCacheLookup() {},
  readBacklogsFrom() {},
};

/** The route label of requests the router matched to no route: one series, not one per URL. */
const UNMATCHED_ROUTE = 'unmatched';

const METRICS_PATH = '/metrics';

/**
 * With a token, counts requests and serves GET /metrics to callers that send it as a bearer token
 * (401 otherwise). Without one nothing is counted and /metrics does not exist (a 404 like any
 * unknown path). Each app has a registry of its own: the tests build several apps in one process.
 * Call it before the routes are registered, so its request hook sees them all.
 */
export function registerMetrics(
  app: FastifyInstance,
  { token, log }: { token: string | undefined; log: FastifyBaseLogger },
): AppMetrics {
  if (!token) return noMetrics;
  const registry = new Registry();
  // Process figures: CPU, memory, heap, event-loop delay, GC, handles. prom-client keeps a GC
  // observer and an event-loop monitor for each registry for good: one app per process is the
  // production case, and the tests build only a few with a token.
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'launchpad_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'launchpad_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    // A submit may wait up to GRADE_WAIT_MS (30 s at most) for its grade.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The pattern (`/api/v1/fe-submissions/:id`), never the URL: one series per route.
    const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
    requests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
    requestSeconds.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });

  const gradings = new Counter({
    name: 'launchpad_gradings_total',
    help: 'Submissions handed to a grader in this process, by what became of them.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const gradingSeconds = new Histogram({
    name: 'launchpad_grading_duration_seconds',
    help: 'How long a grader ran on a submission, by what became of it.',
    labelNames: ['outcome'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120],
    registers: [registry],
  });
  const waitSeconds = new Histogram({
    name: 'launchpad_grading_wait_seconds',
    help: 'Time from a submission to the start of its grading in this process.',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
    registers: [registry],
  });
  const mailsSent = new Counter({
    name: 'launchpad_mail_sent_total',
    help: 'Mails the outbox of this process delivered to the mail server.',
    registers: [registry],
  });
  const mailFailures = new Counter({
    name: 'launchpad_mail_send_failures_total',
    help: 'Failed tries to send a mail: retry (tried again later) or given_up (listed under Mail problems).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const sessionLookups = new Counter({
    name: 'launchpad_session_cache_lookups_total',
    help: 'Session cache lookups by result: hit, or miss (the database is read).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  // Every series exists from the start, so a rate over it is defined before its first event.
  for (const outcome of GRADING_OUTCOMES) gradings.inc({ outcome }, 0);
  for (const result of ['retry', 'given_up']) mailFailures.inc({ result }, 0);
  for (const result of ['hit', 'miss']) sessionLookups.inc({ result }, 0);

  let readers: BacklogReaders | undefined;
  /**
   * Sets a gauge from counts read at scrape time. A read that fails drops the gauge's series for
   * this scrape (a stale figure would pass for a true one) and logs why.
   */
  async function countOnScrape<L extends string>(
    gauge: Gauge<L>,
    label: L,
    read: (from: BacklogReaders) => Promise<Record<string, number>>,
  ): Promise<void> {
    if (!readers) return;
    try {
      for (const [value, count] of Object.entries(await read(readers))) {
        gauge.set({ [label]: value } as Partial<Record<L, string>>, count);
      }
    } catch (error) {
      gauge.reset();
      log.warn({ err: error }, 'metrics: could not read a backlog');
    }
  }
  new Gauge({
    name: 'launchpad_grading_queue_submissions',
    help: 'Pending submissions: waiting for a grader, or being graded (a claim held).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      return countOnScrape(this, 'state', (from) => from.gradingBacklog());
    },
  });
  new Gauge({
    name: 'launchpad_mail_outbox_backlog',
    help: 'Mails in the outbox not sent: pending (to be tried) or failed (given up on).',
    labelNames: ['status'] as const,
    registers: [registry],
    collect() {
      return countOnScrape(this, 'status', (from) => from.mailBacklog());
    },
  });

  const expected = digest(token);
  app.get(METRICS_PATH, { config: { anonymous: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, expected)) {
      throw new HttpError(401, 'Metrics need the bearer token (METRICS_TOKEN).', undefined, {
        'WWW-Authenticate': 'Bearer realm="metrics"',
      });
    }
    const body = await registry.metrics();
    return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(body);
  });

  return {
    gradingStarted: (waitedMs) => waitSeconds.observe(Math.max(0, waitedMs) / 1000),
    gradingEnded: (outcome, ranMs) => {
      gradings.inc({ outcome });
      if (ranMs !== undefined) gradingSeconds.observe({ outcome }, ranMs / 1000);
    },
    mailSent: () => mailsSent.inc(),
    mailFailed: (givenUp) => mailFailures.inc({ result: givenUp ? 'given_up' : 'retry' }),
    sessionCacheLookup: (found) => sessionLookups.inc({ result: found ? 'hit' : 'miss' }),
    readBacklogsFrom: (backlogReaders) => {
      readers = backlogReaders;
    },
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether `Authorization` carries the token. Both sides are hashed first, so the comparison takes
 * the same time whatever was sent, its length included.
 */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), expected);
}
