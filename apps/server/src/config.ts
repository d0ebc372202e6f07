import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * The only module that reads `process.env`. Every variable has a default that lets
 * `npm start` work on a bare machine; a bad value stops start-up with a message naming it.
 */
const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  /**
   * Where learner frames load /runtime/ from: a second name of this server on another site (say
   * https://run.example.org), so browsers run learners' code in a process of its own and Stop
   * works even on code that never yields (decision 0004). Unset: on a loopback PUBLIC_URL the other
   * loopback name is used; otherwise frames load from PUBLIC_URL itself.
   */
  RUNTIME_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for SQLite)')
      .optional(),
  ),
  /** PostgreSQL connections this process keeps open at most (the app and its grader share them). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
  ),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'must be 1 to 64 letters, digits, ":", "_" or "-"')
    .default('launchpad:'),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** 'on' checks every answer against its zod schema before sending it (tests); off in production. */
  RESPONSE_VALIDATION: z.enum(['on', 'off']).default('off'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust === null) {
        context.addIssue({
          code: 'custom',
          message: 'must be off, a hop count (1) or a comma list of proxy addresses or CIDR ranges',
        });
        return z.NEVER;
      }
      return trust;
    }),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Frontend Launchpad <no-reply@localhost>'),
  TEAM_EMAILS: commaList,
  ADMIN_EMAILS: commaList,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  GRADER: z.enum(['on', 'off']).default('on'),
  GRADER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /**
   * The Chromium graders start. Unset: the system's (/usr/bin/chromium) when it starts, else the
   * one installed with the project's dependencies (packages/grader chromium.ts, decision 0022).
   */
  CHROMIUM_PATH: z.string().optional(),
  /** Where the system's Chromium is looked for when CHROMIUM_PATH is unset. */
  SYSTEM_CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** The user a grader running as root starts Chromium as, so its sandbox can be on; '' keeps root. */
  GRADER_CHROMIUM_USER: z
    .string()
    .regex(/^([a-z_][a-z0-9_-]{0,31})?$/, 'must be a user name, or empty to keep root')
    .default('nobody'),
  GRADER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  GRADER_PAGE_JOBS: z.coerce.number().int().min(1).max(10_000).default(100),
  GRADER_HEAP_MB: z.coerce.number().int().min(32).max(4096).default(40),
  GRADER_RUNTIME_DIR: optionalString,
  GRADE_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(5000),
  WEB_DIST_DIR: optionalString,
  CONTENT_DIR: optionalString,
  /**
   * The UPI ID (VPA) learners pay to, e.g. launchpad@okaxis. Unset: the payment card shows the
   * amount and says the team will share the payment details (decision 0014).
   */
  UPI_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, 'must be a UPI ID like name@bank')
      .optional(),
  ),
  /** The payee name UPI apps show; the program's name unless set. */
  UPI_PAYEE_NAME: optionalString.pipe(z.string().max(100).default('Frontend Launchpad')),
  /** How long a move to 'payment pending' holds a seat before it is freed (decision 0014). */
  SEAT_HOLD_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  /** How often due class reminders are looked for, in milliseconds (issue #32). */
  CLASS_REMINDER_SCAN_MS: z.coerce.number().int().min(50).max(3_600_000).default(60_000),
  /**
   * Hosts the live-site check may open although they are private (comma-separated names or IP
   * literals): for tests on loopback only; empty in production (issue #33).
   */
  LIVE_CHECK_ALLOW_HOSTS: z.string().default(''),
  /** Whether this instance opens live sites: 'auto' where it grades (GRADER=on). */
  LIVE_CHECK: z.enum(['auto', 'on', 'off']).default('auto'),
  /** Where backups go (README, Backups); DATA_DIR/backups unless set. */
  BACKUP_DIR: optionalString,
  /** Complete backups kept; each new backup deletes the ones beyond this many. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** How often the running server backs SQLite up: 30m, 6h, 1d or minutes; unset or off: never. */
  BACKUP_EVERY: z
    .string()
    .optional()
    .transform((value, context) => {
      const everyMs = parseBackupInterval(value);
      if (everyMs === null) {
        context.addIssue({
          code: 'custom',
          message: 'must be a duration like 30m, 6h or 1d (1 minute to 7 days), or off',
        });
        return z.NEVER;
      }
      return everyMs;
    }),
  /**
   * Signs certificates (decision 0015). Unset: a random secret kept in DATA_DIR/certificate-secret
   * (made at first start, mode 0600); set it when instances do not share one data folder.
   */
  CERTIFICATE_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters (say, 32 random bytes in hex)').optional(),
  ),
  /** Turns on GET /metrics for callers sending it as a bearer token; unset, /metrics is a 404. */
  METRICS_TOKEN: optionalString.pipe(
    z
      .string()
      .regex(
        /^\S{16,256}$/,
        'must be 16 to 256 characters without spaces (say, 32 random bytes in hex)',
      )
      .optional(),
  ),
});

export type Config = {
  port: number;
  host: string;
  publicUrl: URL;
  /** Learner frames: the origin they load from (null: decided by the page) and who may frame them. */
  learnerFrames: LearnerFrames;
  /** Cookies get `Secure` when the public URL is https. */
  secureCookies: boolean;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolSize: number };
  redisUrl: string | undefined;
  /** Starts every Redis key of this deployment, so several can share one Redis. */
  redisPrefix: string;
  rateLimits: boolean;
  /** Answers checked against their zod schemas (slower; the test harness turns it on). */
  responseValidation: boolean;
  /**
   * Whose `X-Forwarded-For` is believed (Fastify's `trustProxy`): false means the socket address
   * is the client; a hop count or a list of proxy addresses otherwise.
   */
  trustProxy: TrustProxy;
  mail: { smtpUrl: string | undefined; from: string; teamEmails: string[] };
  adminEmails: string[];
  /** Payment by UPI (decision 0014): the payee; `id` undefined means no UPI link or QR code. */
  upi: { id: string | undefined; payeeName: string };
  /** SEAT_HOLD_HOURS: how long a move to 'payment pending' holds a seat. */
  seatHoldHours: number;
  /** LIVE_CHECK_ALLOW_HOSTS: private hosts the live-site check may open anyway (tests). */
  liveCheckAllowHosts: string[];
  /** LIVE_CHECK: whether this instance opens learners' live sites (default: where it grades). */
  liveCheckEnabled: boolean;
  /** CLASS_REMINDER_SCAN_MS: how often due class reminders are looked for. */
  classReminderScanMs: number;
  google: { clientId: string | undefined; jwksUrl: string };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  bodyLimitBytes: number;
  /** Server grading (docs/decisions/0008-server-grading.md). */
  grader: {
    /** Whether this process runs graders (GRADER=off keeps browsers off web instances). */
    enabled: boolean;
    concurrency: number;
    /** CHROMIUM_PATH; undefined: found at start (packages/grader chromium.ts). */
    chromiumPath: string | undefined;
    /** Where the system's Chromium is looked for when chromiumPath is unset. */
    systemChromiumPath: string;
    /** The user a root grader starts Chromium as (sandbox on); empty keeps root. */
    chromiumUser: string;
    /** The hard limit for one submission. */
    timeoutMs: number;
    /** The V8 heap limit of each grading page. */
    heapLimitMb: number;
    /** Jobs a page runs before it is replaced (1: a fresh browser context for every job). */
    jobsPerPage: number;
    /** The built runner runtime; by default the web app's `runtime/` folder. */
    runtimeDir: string | undefined;
    /** How long POST /fe-submissions waits for the grade before answering 202. */
    waitMs: number;
  };
  /** The built web app; undefined means the API runs alone (unit tests). */
  webDistDir: string | undefined;
  /** The challenge content folder, loaded into the database at start. */
  contentDir: string | undefined;
  /** Backups (README, Backups): where, how many are kept, how often the server takes one. */
  backup: { dir: string; keep: number; everyMs: number | undefined };
  /** CERTIFICATE_SECRET; undefined means the one kept in the data folder (decision 0015). */
  certificateSecret: string | undefined;
  /** METRICS_TOKEN: the bearer token GET /metrics asks for; undefined turns metrics off. */
  metricsToken: string | undefined;
};

export type TrustProxy = false | number | string[];

const ADDRESS_OR_RANGE =
  /^(?:[0-9.]+|[0-9a-f:]+)(?:\/\d{1,3})?$|^(?:loopback|linklocal|uniquelocal)$/i;

/**
 * `TRUST_PROXY`: unset or off → trust no proxy; a whole number → that many hops; otherwise a comma
 * list of addresses, CIDR ranges or the names loopback, linklocal, uniquelocal. Trusting every
 * hop (`true`) is not offered: anyone could then pick their own address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'off' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every((entry) => ADDRESS_OR_RANGE.test(entry))
    ? entries
    : null;
}

const INTERVAL_UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * `BACKUP_EVERY`: `30m`, `6h`, `1d`, or a bare number of minutes, from 1 minute to 7 days; unset,
 * empty or `off` → undefined (no scheduled backups). Anything else → null.
 */
export function parseBackupInterval(value: string | undefined): number | undefined | null {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'off') return undefined;
  const match = /^(\d+)\s*([mhd]?)$/.exec(text);
  if (!match) return null;
  const unit = (match[2] || 'm') as keyof typeof INTERVAL_UNIT_MS;
  const everyMs = Number(match[1]) * INTERVAL_UNIT_MS[unit];
  return everyMs >= INTERVAL_UNIT_MS.m && everyMs <= 7 * INTERVAL_UNIT_MS.d ? everyMs : null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(
  env: Record<string, string | undefined>,
  defaults: { webDistDir?: string; contentDir?: string } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid ${variable}: ${issue?.message ?? 'bad value'}`);
  }
  const e = parsed.data;
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(e.DATA_DIR);
  const publicUrl = new URL(e.PUBLIC_URL);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    learnerFrames: learnerFramesFor(publicUrl, e.RUNTIME_ORIGIN),
    secureCookies: publicUrl.protocol === 'https:',
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'sqlite', file: resolve(dataDir, 'app.db') },
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    rateLimits: e.RATE_LIMITS === 'on',
    responseValidation: e.RESPONSE_VALIDATION === 'on',
    trustProxy: e.TRUST_PROXY,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, teamEmails: e.TEAM_EMAILS },
    adminEmails: e.ADMIN_EMAILS,
    upi: { id: e.UPI_ID, payeeName: e.UPI_PAYEE_NAME },
    seatHoldHours: e.SEAT_HOLD_HOURS,
    classReminderScanMs: e.CLASS_REMINDER_SCAN_MS,
    liveCheckEnabled: e.LIVE_CHECK === 'auto' ? e.GRADER === 'on' : e.LIVE_CHECK === 'on',
    liveCheckAllowHosts: e.LIVE_CHECK_ALLOW_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    grader: {
      enabled: e.GRADER === 'on',
      concurrency: e.GRADER_CONCURRENCY,
      chromiumPath: e.CHROMIUM_PATH || undefined,
      systemChromiumPath: e.SYSTEM_CHROMIUM_PATH,
      chromiumUser: e.GRADER_CHROMIUM_USER,
      timeoutMs: e.GRADER_TIMEOUT_MS,
      heapLimitMb: e.GRADER_HEAP_MB,
      jobsPerPage: e.GRADER_PAGE_JOBS,
      runtimeDir: e.GRADER_RUNTIME_DIR
        ? resolve(e.GRADER_RUNTIME_DIR)
        : (() => {
            const web = e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : defaults.webDistDir;
            return web ? join(web, 'runtime') : undefined;
          })(),
      waitMs: e.GRADE_WAIT_MS,
    },
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : defaults.webDistDir,
    contentDir: e.CONTENT_DIR ? resolve(e.CONTENT_DIR) : defaults.contentDir,
    backup: {
      dir: e.BACKUP_DIR ? resolve(e.BACKUP_DIR) : join(dataDir, 'backups'),
      keep: e.BACKUP_KEEP,
      everyMs: e.BACKUP_EVERY,
    },
    certificateSecret: e.CERTIFICATE_SECRET,
    metricsToken: e.METRICS_TOKEN,
  };
}

export interface LearnerFrames {
  /** RUNTIME_ORIGIN, handed to the web app; null lets the page pick (the other loopback name). */
  runtimeOrigin: string | null;
  /** Origins the app's pages may frame (CSP frame-src), besides their own. */
  frameOrigins: string[];
  /** Origins that may frame /runtime/frame.html (its frame-ancestors), besides its own. */
  appOrigins: string[];
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1'];

function learnerFramesFor(publicUrl: URL, runtimeOrigin: string | undefined): LearnerFrames {
  if (runtimeOrigin) {
    const origin = new URL(runtimeOrigin).origin;
    return { runtimeOrigin: origin, frameOrigins: [origin], appOrigins: [publicUrl.origin] };
  }
  if (!LOOPBACK_NAMES.includes(publicUrl.hostname)) {
    return { runtimeOrigin: null, frameOrigins: [], appOrigins: [] };
  }
  // On this machine the app answers as localhost and as 127.0.0.1: either serves the other.
  const both = LOOPBACK_NAMES.map((name) => {
    const url = new URL(publicUrl.origin);
    url.hostname = name;
    return url.origin;
  });
  return { runtimeOrigin: null, frameOrigins: both, appOrigins: both };
}
