import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './modules/auth/sessions.ts';
import { solidPng } from './modules/profile/test-images.ts';
import { startFakeGoogle } from './testing/google-keys.ts';
import { tinyPdf } from './testing/multipart.ts';
import { databaseKinds, type TestApp } from './testing/test-app.ts';
import { TestClient } from './testing/test-client.ts';
import { markEmailVerified } from './testing/accounts.ts';

/**
 * Fuzzing every route of the real app with malformed requests: broken and hostile JSON,
 * wrong types in every field, huge and odd strings, prototype-pollution keys, bad path parameters
 * and query strings, malformed multipart bodies and corrupt images, as an anonymous visitor, a
 * learner and a team member (with the anti-forgery header, so requests get past it). No answer may
 * be a 5xx, and every API error must have the `{message}` shape.
 *
 * The generator is seeded, so a failure replays: `FUZZ_SEED=<seed> npx vitest run
 * apps/server/src/fuzz.test.ts` (add `FUZZ_LOG_LEVEL=error` to see the server's error log).
 * Routes are read from the app itself, so a new route is fuzzed without touching this file; the
 * body templates below only let the fuzzer reach deeper into the routes they name.
 *
 * It runs on SQLite (over 2,000 requests) and, shorter, on PostgreSQL, which refuses values SQLite
 * stores (NUL characters in text, integers beyond 32 bits).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 0x5eed_2025);
/** Requests per route and identity on SQLite (body routes get this many, others half). */
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 36);
const POSTGRES_ROUNDS = Math.ceil(ROUNDS / 3);
const PASSWORD = 'fuzz-secret-123';
const ADMIN_EMAIL = 'fuzz-team@example.com';

// ---------------------------------------------------------------------------------------------
// Seeded randomness (mulberry32).

type Random = ReturnType<typeof seeded>;

function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

// ---------------------------------------------------------------------------------------------
// Routes, as the app itself lists them.

interface Route {
  method: string;
  url: string;
}

/**
 * Reads `printRoutes({ commonPrefix: false })`: a tree whose lines are `├── /path (GET, HEAD)`,
 * children indented four columns a level and holding the rest of their parent's path.
 */
function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const pathAt: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = [...match[1]!].length / 4;
    const path = (depth > 0 ? pathAt[depth - 1]! : '') + match[2]!;
    pathAt[depth] = path;
    pathAt.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url: path });
  }
  return routes;
}

// ---------------------------------------------------------------------------------------------
// Bodies that the routes expect, as starting points for mutation. Routes without one get random
// JSON (and are fuzzed all the same); a template only lets the fuzzer reach deeper into a handler.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const profileBody: Json = {
  name: 'Fuzz Learner',
  userName: 'fuzz-learner',
  email: 'ignored@example.com',
  website: 'https://fuzz.dev',
  image: '',
  bio: 'Fuzzing',
  location: 'Pune',
  dateOfBirth: '2001-04-23',
  socialLinks: { github: 'https://github.com/f', linkedin: '', resume: '' },
  education: [
    { instituteName: 'COEP', fieldOfStudy: 'CS', startYear: 2019, endYear: 2023 },
    { instituteName: '', fieldOfStudy: '', startYear: '', endYear: '' },
  ],
  experience: [
    { positionName: 'Intern', companyName: 'Acme', duration: '6m', skills: 'React, CSS' },
  ],
};

const templates: Record<string, Json> = {
  'POST /api/auth/register': {
    fullName: 'Fuzz Person',
    email: 'fuzz@example.com',
    password: PASSWORD,
  },
  'POST /api/auth/login': { email: 'nobody@example.com', password: 'wrong-password' },
  'POST /api/auth/logout': {},
  'POST /api/auth/google-auth': { tokenId: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln' },
  'POST /api/auth/verify-email': { token: 'A'.repeat(43) },
  'POST /api/auth/verify-email/resend': {},
  'POST /api/auth/password-reset/request': { email: 'nobody@example.com' },
  'POST /api/auth/password-reset/confirm': { token: 'A'.repeat(43), password: 'new-secret-123' },
  'PATCH /api/admin/enrollments/:id': { status: 'contacted' },
  'PATCH /api/admin/contact-messages/:id': { status: 'resolved' },
  'POST /api/v1/fe-submissions': {
    questionId: 1,
    status: 'solved',
    score: 10,
    previous_data: { html: 'PGgxPkhpPC9oMT4=', css: '', js: 'Y29uc29sZS5sb2coMSk=' },
  },
  // 'const n: number = 1;' — the type checker reads it (a worker thread, no code run).
  'POST /api/v1/frontend-challenge/:id/type-check': {
    previous_data: { ts: 'Y29uc3QgbjogbnVtYmVyID0gMTs=' },
  },
  'POST /api/enrollments': {
    firstName: 'Fuzz',
    lastName: 'Person',
    email: 'lead@example.com',
    designation: 'Student',
    phoneNumber: '+91 98765 43210',
    referralCode: 'RFFUZ1',
  },
  'POST /api/contact-messages': {
    name: 'Fuzz Person',
    email: 'lead@example.com',
    subject: 'A question',
    message: 'Hello there, a question about the course.',
  },
  'POST /api/user/editprofile': profileBody,
  // Issue #32: a batch (so ids 1–3 name one), its schedule and classes, staff and rosters.
  'POST /api/admin/batches': {
    startsOn: '2027-01-04',
    endsOn: '2027-02-26',
    schedule: 'Mon–Fri, 7–9 pm IST',
    seats: 30,
    priceInr: 1200,
  },
  'PUT /api/admin/batches/:id/schedule': {
    weekdays: ['MO', 'WE', 'FR'],
    startTime: '19:00',
    endTime: '21:00',
    timeZone: 'Asia/Kolkata',
    holidays: ['2027-01-26'],
    meetingLink: 'https://meet.example.org/fuzz',
  },
  'POST /api/admin/batches/:id/classes': {
    title: 'Extra class',
    startsAt: '2027-01-09T13:30:00Z',
    endsAt: '2027-01-09T15:30:00Z',
  },
  'PATCH /api/admin/classes/:id': { title: 'Moved class', startsAt: '2027-01-05T14:30:00Z' },
  'PUT /api/teaching/classes/:id/roster': { marks: [{ userId: 1, status: 'present' }] },
  'POST /api/admin/staff/invites': { email: 'mentor@example.com', role: 'mentor' },
  'PUT /api/admin/staff/:id/batches': { batchIds: [1] },
  'POST /api/staff-invites/accept': { token: 'A'.repeat(43) },
  'PUT /api/teaching/classes/:id/recording': { url: 'https://videos.example.org/fuzz' },
  'POST /api/teaching/batches/:id/announcements': { body: 'A **fuzzed** announcement' },
  'PUT /api/classes/reminders': { enabled: false },
  'PUT /api/teaching/card': {
    name: 'Fuzz Mentor',
    role: 'Frontend engineer',
    yearsOfExperience: 5,
    about: 'I review a lot of React code.',
    linkedin: 'https://www.linkedin.com/in/fuzz',
    published: true,
  },
  // Issue #33: projects, hand-ins and reviews.
  'POST /api/teaching/batches/:id/projects': {
    week: 1,
    title: 'A fuzzed project',
    brief: 'Build **something** that survives fuzzing.',
    dueAt: '2027-01-12T18:30:00Z',
    rubric: [
      {
        name: 'Works',
        levels: [
          { label: 'No', points: 0 },
          { label: 'Yes', points: 5 },
        ],
      },
    ],
  },
  'POST /api/projects/:id/submissions': {
    repositoryUrl: 'https://github.com/fuzz/project',
    liveUrl: 'https://fuzz.example.org/',
    note: 'Fuzzed.',
  },
  'POST /api/teaching/submissions/:id/claim': {},
  'PUT /api/admin/batches/:id/completion-rules': {
    minAttendancePercent: 75,
    allProjectsPassed: true,
    minVerifiedChallenges: 5,
  },
  'POST /api/teaching/submissions/:id/review': {
    verdict: 'needs_work',
    feedback: 'Fuzzed feedback.',
    levels: [1],
  },
  // Issue #33: 1:1 sessions.
  'PUT /api/mentoring/availability': {
    weekly: [{ weekday: 'MO', start: '18:00', end: '20:00' }],
    timeOff: [{ from: '2027-01-12', to: '2027-01-14' }],
  },
  'POST /api/mentoring/bookings': {
    mentorId: 1,
    startsAt: '2027-01-12T13:30:00Z',
    kind: 'mock_interview',
    topic: 'Fuzzed topic',
  },
  'POST /api/mentoring/bookings/:id/reschedule': { startsAt: '2027-01-12T14:00:00Z' },
  'POST /api/mentoring/bookings/:id/cancel': {},
  'POST /api/teaching/batches/:id/nudges': { userId: 2, note: 'Fuzzed note' },
  'PUT /api/mentoring/sessions/:id/scorecard': {
    scores: { problem_solving: 3, javascript: 4, react: 2, communication: 5 },
    outcome: 'not_yet',
    summary: 'Fuzzed summary.',
  },
};

/** Routes that take a multipart upload, and the field their file goes in. */
const uploadField: Record<string, string> = {
  'POST /api/user/upload-image': 'image',
  'POST /api/user/upload-file': 'file',
};

// ---------------------------------------------------------------------------------------------
// Hostile values.

const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n',
  'null',
  'undefined',
  'true',
  'NaN',
  '-1',
  '0',
  '1e309',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'a\u0000b',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  'Ω≈ç√∫˜µ≤≥÷',
  '𝕱𝖚𝖟𝖟 🙂👩🏽‍💻',
  'ﷺ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '; DROP TABLE users; --',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '%00',
  '%ZZ',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/uploads/AAAAAAAAAAAAAAAAAAAAAAAA.webp',
  '/uploads/../app.db',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  'https://example.com/',
  `https://example.com/${'a'.repeat(600)}`,
  'a@b.c',
  `${'a'.repeat(250)}@example.com`,
  'FUZZ@EXAMPLE.COM ',
  '2001-02-30',
  '9999-12-31',
  '0000-00-00',
  'RFAB1',
  'job',
  'solved',
  'enrolled',
];

/** The fixed strings; each suite appends ID tokens signed by its stand-in for Google. */
const NASTY_STRING_COUNT = NASTY_STRINGS.length;

const RAW_NUMBERS = [
  '0',
  '-0',
  '-1',
  '1.5',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999999',
  '1e308',
  '1e309',
  '-1e309',
  '1e-400',
  '5e-324',
  '0.1e1',
];

/** Any JSON value, rendered as JSON text (so keys like `__proto__` and numbers like `1e309` stay). */
function randomJson(r: Random, depth = 0): string {
  const kind = r.int(depth > 3 ? 5 : 8);
  switch (kind) {
    case 0:
      return JSON.stringify(r.pick(NASTY_STRINGS));
    case 1:
      return r.pick(RAW_NUMBERS);
    case 2:
      return r.pick(['true', 'false', 'null']);
    case 3:
      return JSON.stringify(randomString(r));
    case 4:
      return JSON.stringify(r.int(3000) - 1000);
    case 5:
      return `[${Array.from({ length: r.int(4) }, () => randomJson(r, depth + 1)).join(',')}]`;
    default: {
      const keys = Array.from({ length: r.int(4) }, () => randomKey(r));
      return `{${keys.map((key) => `${JSON.stringify(key)}:${randomJson(r, depth + 1)}`).join(',')}}`;
    }
  }
}

function randomKey(r: Random): string {
  return r.pick([
    '__proto__',
    'constructor',
    'prototype',
    'a',
    'id',
    'name',
    'email',
    'status',
    '',
    '0',
    'x'.repeat(300),
    'ключ',
  ]);
}

function randomString(r: Random): string {
  const length = r.pick([1, 5, 50, 256, 1_000, 20_000]);
  const alphabet = r.pick([
    'abcdefghijklmnopqrstuvwxyz',
    '0123456789',
    '\u0000\u0001\u001f\u007f"\\/\b\f\n\r\t',
    'é漢字🙂\u200b\u202e\ufeff',
  ]);
  const chars = [...alphabet];
  return Array.from({ length }, () => r.pick(chars)).join('');
}

function deeplyNested(r: Random): string {
  const depth = r.pick([100, 1_000, 10_000, 50_000]);
  return r.chance(0.5)
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** The template with one to three fields replaced, dropped, wrapped or added. */
function mutate(r: Random, value: Json, depth = 0): string {
  if (value === null || typeof value !== 'object' || depth > 4) {
    return r.chance(0.5) ? randomJson(r, depth) : JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    if (r.chance(0.15)) return randomJson(r, depth);
    const items = value.map((item) =>
      r.chance(0.4) ? mutate(r, item, depth + 1) : JSON.stringify(item),
    );
    if (r.chance(0.2))
      items.push(...Array.from({ length: r.pick([1, 25]) }, () => items[0] ?? '{}'));
    return `[${items.join(',')}]`;
  }
  if (r.chance(0.05)) return `[${JSON.stringify(value)}]`;
  const entries: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const roll = r.next();
    if (roll < 0.1) continue; // dropped
    let text = JSON.stringify(item);
    if (roll < 0.35) text = mutate(r, item, depth + 1);
    else if (roll < 0.42) text = r.pick(RAW_NUMBERS);
    else if (roll < 0.48) text = JSON.stringify(r.pick(NASTY_STRINGS));
    else if (roll < 0.5) text = `[${text}]`;
    else if (roll < 0.52) text = `{"value":${text}}`;
    else if (roll < 0.53) text = deeplyNested(r);
    else if (roll < 0.54) text = JSON.stringify('x'.repeat(r.pick([300_000, 900_000])));
    entries.push(`${JSON.stringify(key)}:${text}`);
    if (r.chance(0.03)) entries.push(`${JSON.stringify(key)}:${randomJson(r)}`); // duplicate key
  }
  if (r.chance(0.06)) entries.push(`"__proto__":{"isAdmin":true,"polluted":1}`);
  if (r.chance(0.04)) entries.push(`"constructor":{"prototype":{"polluted":1}}`);
  if (r.chance(0.1)) entries.push(`${JSON.stringify(randomKey(r))}:${randomJson(r)}`);
  return `{${entries.join(',')}}`;
}

/** Breaks valid JSON text: cut short, a stray byte, or a dangling comma. */
function malform(r: Random, text: string): string {
  switch (r.int(5)) {
    case 0:
      return text.slice(0, r.int(Math.max(1, text.length)));
    case 1: {
      const at = r.int(text.length + 1);
      return (
        text.slice(0, at) +
        r.pick(['{', '}', ']', ',', '"', '\\', '\u0000', "'", 'NaN']) +
        text.slice(at)
      );
    }
    case 2:
      return text.replace(/}$/, ',}');
    case 3:
      return `${text}${text}`;
    default:
      return r.pick([
        '{',
        '[',
        '"',
        'nul',
        'tru',
        '{"a":}',
        "{'a':1}",
        '{a:1}',
        '\ufeff{}',
        '// x\n{}',
      ]);
  }
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'Application/JSON'];
const OTHER_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/xml',
  'application/json-patch+json',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  ';',
  'application/json;;;',
  'x/y; a="',
];

// ---------------------------------------------------------------------------------------------
// Multipart bodies and files.

interface Corpus {
  files: Buffer[];
}

async function buildCorpus(): Promise<Corpus> {
  const create = { width: 48, height: 32, channels: 3 as const, background: '#3b82f6' };
  const images = await Promise.all(
    (['png', 'jpeg', 'webp', 'gif'] as const).map((format) =>
      sharp({ create })[format]().toBuffer(),
    ),
  );
  const broken = images.flatMap((image) => {
    const flipped = Buffer.from(image);
    for (let i = 20; i < flipped.length; i += 7) flipped[i] = flipped[i]! ^ 0xa5;
    return [image.subarray(0, image.length >> 1), image.subarray(0, 24), flipped];
  });
  const huge = solidPng(16000, 16000);
  return {
    files: [
      ...images,
      ...broken,
      huge,
      huge.subarray(0, 300),
      tinyPdf(),
      tinyPdf().subarray(0, 20),
      Buffer.from('%PDF-1.4\n<script>alert(1)</script>\n%%EOF'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from('GIF89a<script>'),
      Buffer.from('\u0089PNG\r\n\u001a\n'),
      Buffer.alloc(0),
      Buffer.alloc(3000, 0),
      Buffer.from(Array.from({ length: 700 }, (_, i) => (i * 31) % 256)),
    ],
  };
}

function multipartBody(
  r: Random,
  corpus: Corpus,
  field: string,
): { payload: Buffer; type: string } {
  const boundary = r.pick([
    'fuzzBoundary',
    '----WebKitFormBoundary7MA4YWxkTrZu0gW',
    'a',
    'x'.repeat(70),
    'b'.repeat(300),
    'weird:"chars";=',
  ]);
  const parts: Buffer[] = [];
  const count = r.pick([0, 1, 1, 1, 1, 2, 3, 7]);
  for (let i = 0; i < count; i += 1) {
    const name = r.chance(0.75)
      ? field
      : r.pick(['image', 'file', 'avatar', '__proto__', '', 'x"y']);
    const isFile = r.chance(0.85);
    const headers = [
      `Content-Disposition: form-data; name="${name}"${isFile ? `; filename="${r.pick(['a.png', 'cv.pdf', '../../x', ''])}"` : ''}`,
    ];
    if (r.chance(0.8))
      headers.push(
        `Content-Type: ${r.pick(['image/png', 'application/pdf', 'application/json', 'text/plain'])}`,
      );
    if (r.chance(0.05)) headers[0] = r.pick(['Content-Disposition form-data', 'X: y', '']);
    const content = isFile ? r.pick(corpus.files) : Buffer.from(r.pick(NASTY_STRINGS));
    parts.push(
      Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`),
      content,
      Buffer.from('\r\n'),
    );
  }
  if (r.chance(0.85)) parts.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(parts);
  if (r.chance(0.12)) payload = payload.subarray(0, r.int(payload.length + 1));
  const type = r.pick([
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary="${boundary}"`,
    `multipart/form-data; boundary=${boundary}`,
    'multipart/form-data',
    'multipart/form-data; boundary=other',
    `multipart/mixed; boundary=${boundary}`,
    `multipart/form-data; boundary=${boundary}; charset=utf-16`,
  ]);
  return { payload, type };
}

// ---------------------------------------------------------------------------------------------
// Paths and query strings.

const PARAM_VALUES = [
  '1',
  '2',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  ' 1',
  '2147483648',
  '99999999999999999999',
  '9'.repeat(400),
  'abc',
  'null',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
  '..',
  '../../app.db',
  '..%2F..%2Fapp.db',
  '%2e%2e%2f',
  '%00',
  'a%00b.webp',
  '%ZZ',
  'x'.repeat(300),
  'AAAAAAAAAAAAAAAAAAAAAAAA.webp',
  'AAAAAAAAAAAAAAAAAAAAAAAA.pdf',
  '%F0%9F%99%82',
  '%C0%AE%C0%AE',
  'a;b',
];

function fillPath(r: Random, url: string, known: string[]): string {
  return url.replace(/:[A-Za-z_]+/g, () =>
    r.chance(0.2) && known.length > 0 ? r.pick(known) : r.pick(PARAM_VALUES),
  );
}

function queryString(r: Random): string {
  if (!r.chance(0.3)) return '';
  const pairs = Array.from({ length: 1 + r.int(4) }, () =>
    r.pick([
      'a=1',
      'id=-1',
      'id=99999999999999999999',
      '__proto__[polluted]=1',
      'constructor[prototype][polluted]=1',
      'a[]=1&a[]=2',
      'a[b][c]=1',
      `q=${'y'.repeat(5_000)}`,
      '%ZZ=1',
      'x=%00',
      `u=${encodeURIComponent('🙂\u202e')}`,
      '&&&',
      '=',
      'topic=html&difficulty=%22%3E',
    ]),
  );
  return `?${pairs.join('&')}`;
}

// ---------------------------------------------------------------------------------------------
// Reporting.

/** Every request must be answered within this time; one that is not is a failure, not a hang. */
const ANSWER_WITHIN_MS = 10_000;

class Hung extends Error {}

/** A request, briefly, to replay it by hand. */
function brief(options: InjectOptions): string {
  const payload = options.payload === undefined ? '' : String(options.payload);
  const type = (options.headers as Record<string, string> | undefined)?.['content-type'];
  return (
    `${options.method} ${String(options.url).slice(0, 120)}` +
    (type ? ` [${type.slice(0, 80)}]` : '') +
    (payload
      ? ` ${JSON.stringify(payload.slice(0, 200))}${payload.length > 200 ? `… (${payload.length} chars)` : ''}`
      : '')
  );
}

/** What one seeded run has sent and found so far: each of its requests adds to it. */
interface Tally {
  sent: number;
  /** Answers with a 5xx, and requests with no answer in time. */
  failures: string[];
  /** API errors without the `{message}` shape. */
  shapeErrors: string[];
  /** How many answers had each status. */
  statuses: Map<number, number>;
  /** How many requests each route got (`METHOD /path`). */
  perRoute: Map<string, number>;
}

function emptyTally(): Tally {
  return { sent: 0, failures: [], shapeErrors: [], statuses: new Map(), perRoute: new Map() };
}

/** Counts an answer into the tally, noting a 5xx and an API error without the `{message}` shape. */
function countAnswer(
  tally: Tally,
  identity: Identity,
  route: Route,
  options: InjectOptions,
  res: LightMyRequestResponse,
): void {
  tally.sent += 1;
  const key = `${route.method} ${route.url}`;
  tally.perRoute.set(key, (tally.perRoute.get(key) ?? 0) + 1);
  tally.statuses.set(res.statusCode, (tally.statuses.get(res.statusCode) ?? 0) + 1);
  const summary = `${identity.name} ${brief(options)} → ${res.statusCode} ${res.body.slice(0, 160)}`;
  if (res.statusCode >= 500) tally.failures.push(summary);
  else if (
    res.statusCode >= 400 &&
    options.method !== 'HEAD' &&
    String(options.url).startsWith('/api/')
  ) {
    let message: unknown;
    try {
      message = res.json().message;
    } catch {
      message = undefined;
    }
    if (typeof message !== 'string') tally.shapeErrors.push(summary);
  }
}

/** One line for the test's output: how much the run sent, how fast, and the statuses it got. */
function logRun(tally: Tally, run: { routes: number; identities: number; started: number }) {
  const seconds = ((Date.now() - run.started) / 1000).toFixed(1);
  console.log(
    `fuzz: sent ${tally.sent} requests over ${run.routes} routes as ${run.identities} identities ` +
      `in ${seconds}s (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries([...tally.statuses].sort()))}`,
  );
}

/**
 * The run's verdict: no 5xx or unanswered request, every API error in the `{message}` shape, and
 * every route fuzzed at least `rounds` times.
 */
function expectCleanRun(tally: Tally, routes: Route[], rounds: number): void {
  expect(tally.failures, tally.failures.join('\n')).toEqual([]);
  expect(tally.shapeErrors, tally.shapeErrors.join('\n')).toEqual([]);
  // At the default rounds: over 2,000 requests on SQLite and over 1,000 on PostgreSQL.
  if (!process.env.FUZZ_ROUNDS)
    expect(tally.sent).toBeGreaterThanOrEqual(rounds === ROUNDS ? 2_000 : 1_000);
  for (const route of routes) {
    expect(
      tally.perRoute.get(`${route.method} ${route.url}`) ?? 0,
      `${route.method} ${route.url}`,
    ).toBeGreaterThanOrEqual(rounds);
  }
}

// ---------------------------------------------------------------------------------------------
// Identities that keep their session.

interface Identity {
  name: 'anonymous' | 'learner' | 'admin';
  client: TestClient;
  email?: string;
}

// ---------------------------------------------------------------------------------------------

for (const [kind, rounds] of databaseKinds.map(
  (kind) => [kind, kind.name === 'postgres' ? POSTGRES_ROUNDS : ROUNDS] as const,
)) {
  describe(`fuzzing every route [${kind.name}]`, () => {
    let t: TestApp;
    let corpus: Corpus;
    let google: Awaited<ReturnType<typeof startFakeGoogle>>;

    beforeAll(async () => {
      // Google sign-in configured (against a local stand-in), so its handler is fuzzed too rather
      // than answering 503 "not available on this server".
      google = await startFakeGoogle();
      t = await kind.start({
        RATE_LIMITS: 'off',
        ADMIN_EMAILS: ADMIN_EMAIL,
        GOOGLE_CLIENT_ID: 'test-client-id',
        GOOGLE_JWKS_URL: google.jwksUrl,
        LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent',
      });
      corpus = await buildCorpus();
      const tokens = await Promise.all([
        google.token({ sub: 'fuzz-google-1', email: 'fuzz-google@example.com', name: 'Fuzz G' }),
        google.token({ sub: 'fuzz-google-2', email: ADMIN_EMAIL }, { audience: 'someone-else' }),
        google.token(
          { sub: 'fuzz-google-3', email: 'x@example.com' },
          { signWithStrangerKey: true },
        ),
        google.token({ sub: 'fuzz-google-4', email: 'y@example.com' }, { expiresIn: -60 }),
        google.token({ sub: 'fuzz-google-5' }),
        google.token({ sub: 'fuzz-google-6', email: 'not an email', email_verified: false }),
      ]);
      templates['POST /api/auth/google-auth'] = { tokenId: tokens[0]! };
      NASTY_STRINGS.splice(NASTY_STRING_COUNT, Infinity, ...tokens);
    });
    afterAll(async () => {
      await t?.close();
      await google?.close();
    });

    async function signIn(identity: Identity): Promise<void> {
      if (identity.name === 'anonymous') {
        identity.client = new TestClient(t.app);
        return;
      }
      const login = await identity.client.post('/api/auth/login', {
        email: identity.email,
        password: PASSWORD,
      });
      if (login.statusCode !== 200) {
        // The fuzzer deleted the account or changed its password: start a fresh one.
        identity.client = new TestClient(t.app);
        identity.email =
          identity.name === 'admin' ? ADMIN_EMAIL : `fuzz-${randomUUID()}@example.com`;
        const res = await identity.client.post('/api/auth/register', {
          fullName: 'Fuzz Person',
          email: identity.email,
          password: PASSWORD,
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      if (identity.name === 'admin') {
        await markEmailVerified(t, ADMIN_EMAIL);
      }
    }

    /** Keeps each identity what it is: the anonymous client never keeps a session. */
    async function keep(identity: Identity): Promise<void> {
      const hasSession = identity.client.cookie(SESSION_COOKIE) !== undefined;
      if (identity.name === 'anonymous' ? hasSession : !hasSession) await signIn(identity);
    }

    /**
     * Sends one fuzzed request as `identity` and counts its answer into `tally`. A request with no
     * answer in time is a failure, and its identity starts over with a new client.
     */
    async function send(
      tally: Tally,
      identity: Identity,
      route: Route,
      options: InjectOptions & { xsrf?: boolean },
    ): Promise<void> {
      let res: LightMyRequestResponse;
      let timer: NodeJS.Timeout | undefined;
      try {
        res = await Promise.race([
          identity.client.request(options),
          new Promise<never>((_resolve, reject) => {
            timer = setTimeout(() => reject(new Hung()), ANSWER_WITHIN_MS);
          }),
        ]);
      } catch (error) {
        if (error instanceof Hung) {
          tally.failures.push(
            `${identity.name} ${brief(options)} → no answer in ${ANSWER_WITHIN_MS} ms`,
          );
          identity.client = new TestClient(t.app);
          await signIn(identity);
          return;
        }
        // light-my-request refuses some requests before the app sees them (an invalid header).
        if (error instanceof TypeError) return;
        throw error;
      } finally {
        clearTimeout(timer);
      }
      countAnswer(tally, identity, route, options, res);
      await keep(identity);
    }

    it('discovers every route and can call each one', () => {
      const routes = routesOf(t.app.printRoutes({ commonPrefix: false }));
      expect(routes.length).toBeGreaterThan(20);
      for (const route of routes) {
        expect(t.app.hasRoute({ method: route.method as 'GET', url: route.url }), route.url).toBe(
          true,
        );
      }
      const listed = new Set(routes.map((route) => `${route.method} ${route.url}`));
      // The bodies above are for routes that exist (a renamed route would fuzz blindly).
      for (const key of [...Object.keys(templates), ...Object.keys(uploadField)]) {
        expect(listed, `${key} has a template but no route`).toContain(key);
      }
    });

    it('answers malformed JSON bodies on every route that takes a body with 4xx', async () => {
      const learner: Identity = { name: 'learner', client: new TestClient(t.app) };
      await signIn(learner);
      const bodyRoutes = routesOf(t.app.printRoutes({ commonPrefix: false })).filter(
        (route) => !['GET', 'HEAD'].includes(route.method),
      );
      const cases: Array<[string, string, string | Buffer, number[]]> = [
        ['malformed JSON', 'application/json', '{"a":', [400]],
        ['an empty JSON body', 'application/json', '', [400]],
        ['a __proto__ key', 'application/json', '{"__proto__":{"isAdmin":true}}', [400]],
        [
          'a constructor.prototype key',
          'application/json',
          '{"constructor":{"prototype":{}}}',
          [400],
        ],
        ['form encoding', 'application/x-www-form-urlencoded', 'a=1', [415]],
        ['XML', 'application/xml', '<a/>', [415]],
        ['no content type', '', '{}', [415]],
        ['a raw NUL in JSON', 'application/json', '{"a":"\u0000"}', [400]],
      ];
      const tolerant: Array<[string, string, string | Buffer]> = [
        ['huge numbers', 'application/json', '{"id":1e999999,"n":123456789012345678901234567890}'],
        ['deep nesting', 'application/json', '['.repeat(100_000) + ']'.repeat(100_000)],
        ['deep objects', 'application/json', '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000)],
        ['a top-level string', 'application/json', '"hello"'],
        ['a UTF-16 charset', 'application/json; charset=utf-16', '{}'],
        ['text', 'text/plain', 'hello'],
      ];
      for (const route of bodyRoutes) {
        const url = fillPath(seeded(1), route.url, []);
        for (const [label, type, payload, statuses] of cases) {
          const res = await learner.client.request({
            method: route.method as InjectOptions['method'],
            url,
            payload,
            headers: type ? { 'content-type': type } : {},
          });
          expect([...statuses, 401, 403, 404], `${route.method} ${route.url}: ${label}`).toContain(
            res.statusCode,
          );
          expect(typeof res.json().message).toBe('string');
          await keep(learner);
        }
        for (const [label, type, payload] of tolerant) {
          const res = await learner.client.request({
            method: route.method as InjectOptions['method'],
            url,
            payload,
            headers: { 'content-type': type },
          });
          expect(res.statusCode, `${route.method} ${route.url}: ${label}`).toBeLessThan(500);
          await keep(learner);
        }
      }
    });

    it('never answers 5xx to thousands of malformed requests', async () => {
      const r = seeded(SEED);
      const routes = routesOf(t.app.printRoutes({ commonPrefix: false }));
      const identities: Identity[] = [
        { name: 'anonymous', client: new TestClient(t.app) },
        { name: 'learner', client: new TestClient(t.app) },
        { name: 'admin', client: new TestClient(t.app) },
      ];
      for (const identity of identities) await signIn(identity);

      // Real ids and names, so some requests reach the handlers' happy paths.
      const known: string[] = ['1', '2', '3'];
      const upload = await identities[1]!.client.request({
        method: 'POST',
        url: '/api/user/upload-file',
        payload: Buffer.concat([
          Buffer.from(
            '--k\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n',
          ),
          tinyPdf(),
          Buffer.from('\r\n--k--\r\n'),
        ]),
        headers: { 'content-type': 'multipart/form-data; boundary=k' },
      });
      if (upload.statusCode === 201) known.push(upload.json().url.slice('/uploads/'.length));

      const tally = emptyTally();
      const started = Date.now();
      for (const identity of identities) {
        for (const route of routes) {
          const key = `${route.method} ${route.url}`;
          const takesBody = !['GET', 'HEAD'].includes(route.method);
          const count = takesBody ? rounds : Math.ceil(rounds / 2);
          for (let i = 0; i < count; i += 1) {
            const method = r.chance(0.04)
              ? r.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const)
              : (route.method as InjectOptions['method']);
            const url = fillPath(r, route.url, known) + queryString(r);
            const headers: Record<string, string> = {};
            let payload: string | Buffer | undefined;
            const field = uploadField[key];
            if (field && r.chance(0.8)) {
              const body = multipartBody(r, corpus, field);
              payload = body.payload;
              headers['content-type'] = body.type;
            } else if (takesBody || r.chance(0.1)) {
              const template = templates[key] ?? {};
              const roll = r.next();
              if (roll < 0.55) payload = mutate(r, template);
              else if (roll < 0.65) payload = randomJson(r);
              else if (roll < 0.78) payload = malform(r, JSON.stringify(template));
              else if (roll < 0.83) payload = deeplyNested(r);
              else if (roll < 0.86) payload = '';
              else if (roll < 0.89) payload = JSON.stringify({ big: 'x'.repeat(1_100_000) });
              else payload = multipartBody(r, corpus, field ?? 'file').payload;
              headers['content-type'] =
                roll >= 0.89
                  ? multipartBody(r, corpus, 'file').type
                  : r.chance(0.8)
                    ? r.pick(JSON_TYPES)
                    : r.pick(OTHER_TYPES);
            }
            if (r.chance(0.05))
              headers['accept-encoding'] = r.pick(['gzip', 'br, deflate', '*', 'x']);
            if (r.chance(0.05))
              headers.accept = r.pick(['*/*', 'text/html', '', 'application/xml']);
            if (r.chance(0.03))
              headers['x-request-id'] = r.pick(['', 'x'.repeat(2_000), '../../', 'é']);
            await send(tally, identity, route, {
              method,
              url,
              headers,
              payload,
              xsrf: !r.chance(0.03),
            });
          }
        }
        // Paths no route has.
        for (let i = 0; i < 20; i += 1) {
          const url =
            r.pick([
              '/api/',
              '/api/nope',
              '/api/user/../admin/leads',
              '/uploads/',
              '/%2e%2e/etc/passwd',
              '/api/v1/frontend-challenge/1/tests/extra',
            ]) + queryString(r);
          await send(
            tally,
            identity,
            { method: 'ANY', url: 'unknown' },
            {
              method: r.pick(['GET', 'POST', 'DELETE'] as const),
              url,
              payload: r.chance(0.5) ? randomJson(r) : undefined,
              headers: { 'content-type': 'application/json' },
            },
          );
        }
      }
      logRun(tally, { routes: routes.length, identities: identities.length, started });
      expectCleanRun(tally, routes, rounds);
    }, 120_000);
  });
}
