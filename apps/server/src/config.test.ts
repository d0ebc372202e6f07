import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('works on a bare environment with SQLite under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.database).toEqual({
      kind: 'sqlite',
      file: expect.stringMatching(/data[/\\]app\.db$/),
    });
    expect(config.rateLimits).toBe(true);
    expect(config.secureCookies).toBe(false);
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it('takes CERTIFICATE_SECRET of 32 characters or more, and leaves it unset by default', () => {
    expect(loadConfig({}).certificateSecret).toBeUndefined();
    expect(loadConfig({ CERTIFICATE_SECRET: 'x'.repeat(32) }).certificateSecret).toBe(
      'x'.repeat(32),
    );
    expect(() => loadConfig({ CERTIFICATE_SECRET: 'too-short' })).toThrow(
      'Invalid CERTIFICATE_SECRET: must be at least 32 characters',
    );
  });

  it('uses PostgreSQL when DATABASE_URL is a postgres URL, with a pool of 10 connections', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/app',
      poolSize: 10,
    });
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db/app', DATABASE_POOL_SIZE: '25' });
    expect(config.database).toMatchObject({ kind: 'postgres', poolSize: 25 });
  });

  it('turns on Secure cookies for an https public URL and splits comma lists', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://launchpad.example',
      ADMIN_EMAILS: ' Team@Example.com, ,ops@example.com',
      RATE_LIMITS: 'off',
    });
    expect(config.secureCookies).toBe(true);
    expect(config.adminEmails).toEqual(['team@example.com', 'ops@example.com']);
    expect(config.rateLimits).toBe(false);
  });

  it('loads learner frames from the other loopback name on a loopback PUBLIC_URL', () => {
    const { learnerFrames } = loadConfig({ PUBLIC_URL: 'http://127.0.0.1:4000' });
    expect(learnerFrames.runtimeOrigin).toBeNull();
    expect(learnerFrames.frameOrigins).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000']);
    expect(learnerFrames.appOrigins).toEqual(learnerFrames.frameOrigins);
  });

  it('loads learner frames from RUNTIME_ORIGIN when set, framed by PUBLIC_URL alone', () => {
    const { learnerFrames } = loadConfig({
      PUBLIC_URL: 'https://launchpad.example',
      RUNTIME_ORIGIN: 'https://run.launchpad-frames.example/ignored/path',
    });
    expect(learnerFrames).toEqual({
      runtimeOrigin: 'https://run.launchpad-frames.example',
      frameOrigins: ['https://run.launchpad-frames.example'],
      appOrigins: ['https://launchpad.example'],
    });
  });

  it("keeps learner frames on the app's own site elsewhere without RUNTIME_ORIGIN", () => {
    const { learnerFrames } = loadConfig({ PUBLIC_URL: 'https://launchpad.example' });
    expect(learnerFrames).toEqual({ runtimeOrigin: null, frameOrigins: [], appOrigins: [] });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ RATE_LIMITS: 'maybe' }, 'RATE_LIMITS'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ RUNTIME_ORIGIN: 'javascript:alert(1)' }, 'RUNTIME_ORIGIN'],
    [{ TRUST_PROXY: 'nginx.internal' }, 'TRUST_PROXY'],
    [{ REDIS_PREFIX: 'has space' }, 'REDIS_PREFIX'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: 'many' }, 'DATABASE_POOL_SIZE'],
  ])('rejects %o with a message naming the variable', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid ${variable}: `));
  });

  it.each([
    [undefined, false],
    ['off', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback', ['loopback']],
    ['::1', ['::1']],
  ])(
    'reads TRUST_PROXY=%s as %o (off by default: the socket address is the client)',
    (value, trust) => {
      expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(
        trust,
      );
    },
  );
});
