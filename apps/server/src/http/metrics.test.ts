import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadChallengeContent } from '@launchpad/content';
import type { ChromiumGrader } from '@launchpad/grader';
import { startTestGrader } from '@launchpad/grader/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { SESSION_COOKIE } from '../modules/auth/sessions.ts';
import { startSmtpServer } from '../testing/smtp.ts';
import { previousDataOf, untilGraded } from '../testing/submissions.ts';
import {
  appsPerTest,
  CONTENT_DIR,
  describeEachDatabase,
  type TestApp,
} from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';

/**
 * GET /metrics: there only with METRICS_TOKEN, only for its bearer, in Prometheus text format
 * (held to the format line by line below), and counting what the app did: requests by route
 * pattern, gradings, mails and the session cache, with the backlogs read from the database.
 */
const TOKEN = 'metrics-test-token-0123456789abcdef';
const challenge = loadChallengeContent(CONTENT_DIR).find((c) => c.meta.slug === 'page-outline')!;

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

interface Exposition {
  samples: Sample[];
  /** Metric family → its TYPE. */
  types: Map<string, string>;
  help: Map<string, string>;
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*/;
/**
 * A value as Go's ParseFloat reads it, which ignores case in NaN and Inf (prom-client writes an
 * event-loop mean without samples as `Nan`).
 */
const FLOAT = /^(?:[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?|[+-]?inf(?:inity)?|nan)$/i;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SUFFIXES: Record<string, string[]> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

const parseFloatToken = (token: string) => {
  const lower = token.toLowerCase();
  if (lower === 'nan') return NaN;
  if (/inf/.test(lower)) return lower.startsWith('-') ? -Infinity : Infinity;
  return Number(token);
};

/**
 * Prometheus text exposition format 0.0.4, strictly: every line is a `# HELP`, a `# TYPE`, another
 * comment or a sample `name{label="value",…} value [timestamp]`; a family has one TYPE, before
 * its samples, which come together; a histogram's buckets are cumulative up to `+Inf` = `_count`.
 * Throws (through expect) naming the first line that breaks a rule.
 */
function parseExposition(text: string): Exposition {
  expect(text.endsWith('\n'), 'the text ends with a line feed').toBe(true);
  const exposition: Exposition = { samples: [], types: new Map(), help: new Map() };
  const seen = new Set<string>();
  const finishedFamilies = new Set<string>();
  let currentFamily: string | undefined;
  const familyOf = (name: string) => {
    for (const [family, type] of exposition.types) {
      if ((SUFFIXES[type] ?? ['']).some((suffix) => name === family + suffix)) return family;
    }
    return undefined;
  };
  const enter = (family: string, where: string) => {
    if (family === currentFamily) return;
    expect(finishedFamilies.has(family), `${where}: ${family}'s lines are not together`).toBe(
      false,
    );
    if (currentFamily) finishedFamilies.add(currentFamily);
    currentFamily = family;
  };

  for (const [index, line] of text.slice(0, -1).split('\n').entries()) {
    const where = `line ${index + 1} (${line})`;
    if (line.trim() === '') continue;
    if (line.startsWith('#')) {
      const keyword = /^#\s*(HELP|TYPE)\s/.exec(line)?.[1];
      if (keyword === 'HELP') {
        const match = /^# HELP ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
        expect(match, `${where}: # HELP name docstring`).not.toBeNull();
        const [, name, docstring] = match!;
        // Only \\ and \n are escapes in a docstring.
        expect(/\\(?![\\n])/.test(docstring!), `${where}: a bad escape`).toBe(false);
        expect(exposition.help.has(name!), `${where}: a second HELP`).toBe(false);
        enter(name!, where);
        exposition.help.set(name!, docstring!);
      } else if (keyword === 'TYPE') {
        const match = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (\w+)$/.exec(line);
        expect(match, `${where}: # TYPE name type`).not.toBeNull();
        const [, name, type] = match!;
        expect(TYPES.has(type!), `${where}: an unknown type`).toBe(true);
        // A sample before its family's TYPE fails below as a sample of no declared family.
        expect(exposition.types.has(name!), `${where}: a second TYPE`).toBe(false);
        enter(name!, where);
        exposition.types.set(name!, type!);
      }
      continue;
    }

    const name = METRIC_NAME.exec(line)?.[0];
    expect(name, `${where}: a metric name first`).toBeTruthy();
    let rest = line.slice(name!.length);
    const labels: Record<string, string> = {};
    if (rest.startsWith('{')) {
      rest = rest.slice(1);
      while (!rest.startsWith('}')) {
        const label = LABEL_NAME.exec(rest)?.[0];
        expect(label, `${where}: a label name`).toBeTruthy();
        rest = rest.slice(label!.length);
        expect(rest.startsWith('="'), `${where}: ="value" after ${label}`).toBe(true);
        rest = rest.slice(2);
        let value = '';
        for (;;) {
          const char = rest[0];
          expect(char, `${where}: an unterminated label value`).toBeDefined();
          rest = rest.slice(1);
          if (char === '"') break;
          if (char === '\\') {
            const escaped = rest[0];
            expect(['\\', '"', 'n'], `${where}: a bad escape in a label value`).toContain(escaped);
            value += escaped === 'n' ? '\n' : escaped;
            rest = rest.slice(1);
          } else value += char;
        }
        expect(labels, `${where}: ${label} twice`).not.toHaveProperty(label!);
        labels[label!] = value;
        if (rest.startsWith(',')) rest = rest.slice(1);
        else expect(rest.startsWith('}'), `${where}: , or } after a label`).toBe(true);
      }
      rest = rest.slice(1);
    }
    const match = /^ (\S+)(?: (-?\d+))?$/.exec(rest);
    expect(match, `${where}: " value [timestamp]" after the name and labels`).not.toBeNull();
    expect(match![1], `${where}: a float value`).toMatch(FLOAT);
    const family = familyOf(name!);
    expect(family, `${where}: a sample of no declared family`).toBeDefined();
    enter(family!, where);
    const key = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
    expect(seen.has(key), `${where}: the same series twice`).toBe(false);
    seen.add(key);
    exposition.samples.push({ name: name!, labels, value: parseFloatToken(match![1]!) });
  }

  for (const [family, type] of exposition.types) {
    if (type !== 'histogram') continue;
    const buckets = exposition.samples.filter((sample) => sample.name === `${family}_bucket`);
    const seriesOf = (labels: Record<string, string>) =>
      JSON.stringify(Object.entries(labels).filter(([label]) => label !== 'le'));
    for (const series of new Set(buckets.map((bucket) => seriesOf(bucket.labels)))) {
      const own = buckets.filter((bucket) => seriesOf(bucket.labels) === series);
      for (const bucket of own) expect(bucket.labels.le, `${family}: le`).toMatch(FLOAT);
      const counts = own.map((bucket) => bucket.value);
      expect(counts, `${family}${series}: cumulative`).toEqual([...counts].sort((a, b) => a - b));
      const total = own.find((bucket) => bucket.labels.le === '+Inf')?.value;
      const count = exposition.samples.find(
        (sample) => sample.name === `${family}_count` && seriesOf(sample.labels) === series,
      )?.value;
      expect(total, `${family}${series}: +Inf bucket`).toBeDefined();
      expect(count, `${family}${series}: _count = +Inf bucket`).toBe(total);
    }
  }
  return exposition;
}

/** The value of the one series of `name` whose labels include `labels`; undefined if none. */
function valueOf(
  exposition: Exposition,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const matching = exposition.samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
  );
  expect(matching.length, `${name}${JSON.stringify(labels)}: one series at most`).toBeLessThan(2);
  return matching[0]?.value;
}

const scrape = (app: TestApp['app'], authorization?: string) =>
  app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization === undefined ? {} : { authorization },
  });

async function scrapeParsed(app: TestApp['app']): Promise<Exposition> {
  const res = await scrape(app, `Bearer ${TOKEN}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parseExposition(res.body);
}

async function register(app: TestApp['app'], email = `m-${randomUUID()}@example.com`) {
  const client = new TestClient(app);
  const res = await client.post('/api/auth/register', {
    fullName: 'Metrics Learner',
    email,
    password: 'secret123',
  });
  expect(res.statusCode, res.body).toBe(201);
  return client;
}

const submitSolution = (client: TestClient) =>
  client.post('/api/v1/fe-submissions', {
    questionId: challenge.meta.id,
    status: 'solved',
    score: challenge.meta.score,
    previous_data: previousDataOf(challenge.solution),
  });

let grader: ChromiumGrader;
beforeAll(async () => {
  grader = await startTestGrader();
});
afterAll(() => grader.close());

describe('METRICS_TOKEN', () => {
  it('is off when unset or blank, and refuses a token too short to be a secret', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    for (const bad of ['short', 'has a space in it somewhere']) {
      expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(/^Invalid METRICS_TOKEN/);
    }
  });
});

describeEachDatabase('GET /metrics', (kind) => {
  const apps = appsPerTest(kind);

  it('does not exist without METRICS_TOKEN: a 404 like any unknown path', async () => {
    const { app } = await apps.start();
    const res = await scrape(app, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found: GET /metrics' });
  });

  it("is not the web app's to answer: the page fallback neither hides it nor fakes it", async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'launchpad-metrics-web-'));
    apps.defer(async () => rmSync(webDist, { recursive: true, force: true }));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Launchpad</title>');
    const off = await kind.start({ WEB_DIST_DIR: webDist });
    try {
      const unknown = await off.app.inject('/no-such-page');
      const missing = await scrape(off.app, `Bearer ${TOKEN}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(missing.body).toBe(unknown.body);
    } finally {
      await off.close();
    }

    const { app } = await apps.start({ WEB_DIST_DIR: webDist, METRICS_TOKEN: TOKEN });
    expect((await scrape(app)).statusCode).toBe(401);
    const res = await scrape(app, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE launchpad_http_requests_total counter');
  });

  it('answers only the bearer of the token, in the Prometheus text format', async () => {
    const { app } = await apps.start({ METRICS_TOKEN: TOKEN });
    for (const authorization of [
      undefined,
      '',
      `Bearer ${TOKEN.slice(0, -1)}x`,
      `Bearer ${TOKEN}-and-more`,
      `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`,
      TOKEN,
    ]) {
      const res = await scrape(app, authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('launchpad_');
    }

    const exposition = await scrapeParsed(app);
    for (const family of [
      'launchpad_http_requests_total',
      'launchpad_http_request_duration_seconds',
      'launchpad_gradings_total',
      'launchpad_grading_duration_seconds',
      'launchpad_grading_wait_seconds',
      'launchpad_grading_queue_submissions',
      'launchpad_mail_sent_total',
      'launchpad_mail_send_failures_total',
      'launchpad_mail_outbox_backlog',
      'launchpad_session_cache_lookups_total',
      // Node's process figures, from the app's own registry.
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(exposition.types.has(family), family).toBe(true);
      expect(exposition.help.get(family), family).toBeTruthy();
    }
    // The refused scrapes were counted under the route, with their status.
    const again = await scrapeParsed(app);
    expect(
      valueOf(again, 'launchpad_http_requests_total', { route: '/metrics', status_code: '401' }),
    ).toBe(6);
    expect(
      valueOf(again, 'launchpad_http_requests_total', { route: '/metrics', status_code: '200' }),
    ).toBe(1);
  });

  it('counts requests by route pattern, a grade, mails and session lookups', async () => {
    const bouncing = `bounce-${randomUUID()}@example.com`;
    const smtp = await startSmtpServer(0, {
      accept: async (mail) => {
        if (mail.to.includes(bouncing)) throw new Error('mailbox unavailable');
      },
    });
    apps.defer(smtp.close);
    const t = await apps.start(
      { METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url, RATE_LIMITS: 'off' },
      undefined,
      { grader },
    );
    const { app } = t;
    const db = t.database.db;

    // Two verification mails: one delivered, one refused by the mail server (to be retried).
    const learner = await register(app);
    await register(app, bouncing);
    const mailsSettled = async () => {
      const rows = await db.selectFrom('mail_outbox').select(['status', 'attempts']).execute();
      return rows.length === 2 && rows.every((row) => row.status === 'sent' || row.attempts > 0);
    };
    while (!(await mailsSettled())) await new Promise((resolve) => setTimeout(resolve, 50));

    const before = await scrapeParsed(app);
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    expect((await app.inject('/api/no-such-route-4242')).statusCode).toBe(404);
    // An API route that wants a user, asked anonymously, with an id in its path.
    expect((await app.inject('/api/v1/fe-submissions/987654')).statusCode).toBe(401);
    // A session cookie the cache has never seen: a miss (then the database says no such session).
    const stranger = new TestClient(app);
    stranger.setCookie(SESSION_COOKIE, 'no-such-session-token');
    expect(await stranger.isLoggedIn()).toBe(false);
    // The learner's session, read twice within the cache's few seconds: a hit at least.
    expect(await learner.isLoggedIn()).toBe(true);
    expect(await learner.isLoggedIn()).toBe(true);

    const submitted = await submitSolution(learner);
    expect([201, 202]).toContain(submitted.statusCode);
    expect((await untilGraded(learner, submitted.json())).status).toBe('solved');

    const exposition = await scrapeParsed(app);
    /** How much a series grew since `before` (a series not there before counts from 0). */
    const growth = (name: string, labels: Record<string, string>) =>
      (valueOf(exposition, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0);
    const requests = (labels: Record<string, string>) =>
      growth('launchpad_http_requests_total', labels);
    expect(requests({ method: 'GET', route: '/api/health', status_code: '200' })).toBe(1);
    expect(requests({ method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(
      requests({ method: 'GET', route: '/api/v1/fe-submissions/:id', status_code: '401' }),
    ).toBe(1);
    expect(requests({ method: 'GET', route: '/api/auth/user', status_code: '200' })).toBe(3);
    expect(
      growth('launchpad_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/health',
      }),
    ).toBe(1);
    expect(
      valueOf(exposition, 'launchpad_http_requests_total', {
        method: 'POST',
        route: '/api/auth/register',
        status_code: '201',
      }),
    ).toBe(2);
    // Patterns only: no URL made a series of its own.
    const routes = exposition.samples.flatMap((sample) =>
      sample.labels.route === undefined ? [] : [sample.labels.route],
    );
    expect(routes.filter((route) => /987654|4242/.test(route))).toEqual([]);

    expect(valueOf(exposition, 'launchpad_gradings_total', { outcome: 'solved' })).toBe(1);
    expect(valueOf(exposition, 'launchpad_gradings_total', { outcome: 'timed_out' })).toBe(0);
    expect(
      valueOf(exposition, 'launchpad_grading_duration_seconds_count', { outcome: 'solved' }),
    ).toBe(1);
    expect(
      valueOf(exposition, 'launchpad_grading_duration_seconds_sum', { outcome: 'solved' }),
    ).toBeGreaterThan(0);
    expect(valueOf(exposition, 'launchpad_grading_wait_seconds_count')).toBe(1);
    expect(valueOf(exposition, 'launchpad_grading_queue_submissions', { state: 'waiting' })).toBe(
      0,
    );
    expect(valueOf(exposition, 'launchpad_grading_queue_submissions', { state: 'grading' })).toBe(
      0,
    );

    expect(valueOf(exposition, 'launchpad_mail_sent_total')).toBe(1);
    const bounced = await db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where('to_address', '=', bouncing)
      .executeTakeFirstOrThrow();
    expect(bounced.status).toBe('pending');
    // Retried every few seconds: at least the tries the row had when the scrape began.
    expect(
      valueOf(exposition, 'launchpad_mail_send_failures_total', { result: 'retry' }),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(exposition, 'launchpad_mail_send_failures_total', { result: 'given_up' })).toBe(
      0,
    );
    expect(valueOf(exposition, 'launchpad_mail_outbox_backlog', { status: 'pending' })).toBe(1);
    expect(valueOf(exposition, 'launchpad_mail_outbox_backlog', { status: 'failed' })).toBe(0);

    expect(
      valueOf(exposition, 'launchpad_session_cache_lookups_total', { result: 'miss' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(exposition, 'launchpad_session_cache_lookups_total', { result: 'hit' }),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(exposition, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('reads the grading queue from the database at each scrape', async () => {
    // No grader in this app: a submission waits.
    const t = await apps.start({ METRICS_TOKEN: TOKEN, RATE_LIMITS: 'off' });
    const learner = await register(t.app);
    const submitted = await submitSolution(learner);
    expect(submitted.json().status).toBe('pending');
    const queue = async () => {
      const exposition = await scrapeParsed(t.app);
      return {
        waiting: valueOf(exposition, 'launchpad_grading_queue_submissions', { state: 'waiting' }),
        grading: valueOf(exposition, 'launchpad_grading_queue_submissions', { state: 'grading' }),
      };
    };
    expect(await queue()).toEqual({ waiting: 1, grading: 0 });
    // Another process's grader takes it.
    await t.database.db
      .updateTable('submissions')
      .set({ claim_token: randomUUID(), claimed_at: new Date().toISOString() })
      .where('id', '=', submitted.json().id)
      .execute();
    expect(await queue()).toEqual({ waiting: 0, grading: 1 });
  });
});
