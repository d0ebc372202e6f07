import { isAbsolute, resolve } from 'node:path';
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
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for SQLite)')
      .optional(),
  ),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
  ),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
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
  WEB_DIST_DIR: optionalString,
  CONTENT_DIR: optionalString,
});

export type Config = {
  port: number;
  host: string;
  publicUrl: URL;
  /** Cookies get `Secure` when the public URL is https. */
  secureCookies: boolean;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  redisUrl: string | undefined;
  rateLimits: boolean;
  mail: { smtpUrl: string | undefined; from: string; teamEmails: string[] };
  adminEmails: string[];
  google: { clientId: string | undefined; jwksUrl: string };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  bodyLimitBytes: number;
  /** The built web app; undefined means the API runs alone (unit tests). */
  webDistDir: string | undefined;
  /** The challenge content folder, loaded into the database at start. */
  contentDir: string | undefined;
};

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
    secureCookies: publicUrl.protocol === 'https:',
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: resolve(dataDir, 'app.db') },
    redisUrl: e.REDIS_URL,
    rateLimits: e.RATE_LIMITS === 'on',
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, teamEmails: e.TEAM_EMAILS },
    adminEmails: e.ADMIN_EMAILS,
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : defaults.webDistDir,
    contentDir: e.CONTENT_DIR ? resolve(e.CONTENT_DIR) : defaults.contentDir,
  };
}
