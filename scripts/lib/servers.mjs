// Helpers shared by the benchmark scripts: start the built server on a free port with a
// throw-away data directory, and wait until it answers.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The flags `npm start` gives Node.js (package.json): every server a benchmark starts runs with
 * them, the app as in production and the bare reference on the same runtime.
 */
export const START_NODE_FLAGS = (() => {
  const start = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
    .scripts.start;
  const command = start.split('&&').at(-1).trim().split(/\s+/);
  return command.slice(1, -1);
})();

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts `node <script>` and resolves once `readyPath` answers 200. `quiet` drops its standard
 * output (the log lines are still written, as in production, but not shown).
 */
export async function startNode(
  script,
  { env = {}, readyPath = '/api/ready', quiet = false, nodeFlags = START_NODE_FLAGS } = {},
) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'launchpad-bench-'));
  const child = spawn(process.execPath, [...nodeFlags, script], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${readyPath}`);
  return {
    url,
    port,
    dataDir,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
