import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { CONTENT_DIR } from './testing/test-app.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/free-port.ts';

/**
 * The real server process on SQLite, killed with SIGKILL (no shutdown hook runs) and started
 * again on the same data folder: every committed row must still be there.
 */
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'launchpad-durability-'));
const webDist = mkdtempSync(join(tmpdir(), 'launchpad-durability-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Launchpad</title>');

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      CONTENT_DIR,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become ready');
}

async function post(port: number, path: string, body: unknown) {
  const xsrf = 'durability-test-token';
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
    },
    body: JSON.stringify(body),
  });
}

let running: ChildProcess | undefined;
afterAll(() => {
  running?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
});

describe('durability on SQLite', () => {
  it('keeps every committed row across kill -9 and a restart', async () => {
    const port = await freePort();
    running = await startServer(port);
    const accounts = Array.from({ length: 5 }, (_, i) => ({
      fullName: `Durable ${i}`,
      email: `durable-${i}@example.com`,
      password: 'durable password',
    }));
    for (const account of accounts) {
      expect((await post(port, '/api/auth/register', account)).status).toBe(201);
    }

    running.kill('SIGKILL');
    await new Promise((resolve) => running!.once('exit', resolve));
    running = await startServer(port);

    for (const { email, password } of accounts) {
      const login = await post(port, '/api/auth/login', { email, password });
      expect(login.status).toBe(200);
    }
  }, 60_000);
});
