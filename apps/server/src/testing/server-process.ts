import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server bundled from the current source for this run (testing/server-bundle-setup.ts). */
    serverBundleDir: string;
  }
}

/**
 * The real server (or grader) as its own process, run from this run's bundle of the current
 * source (as `npm start` runs dist/): for what only a process shows — kill -9 and restart,
 * several processes sharing one database and queue.
 */
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Its log, one JSON object per line (LOG_LEVEL decides how much). */
  logs: Array<Record<string, unknown>>;
  /** Ends it: SIGKILL runs no shutdown hook at all. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function startProcess(
  entry: 'src/main.ts' | 'src/grader.ts',
  env: Record<string, string>,
  ready: { url: string } | { logMessage: string },
  timeoutMs = 30_000,
): Promise<ServerProcess> {
  const bundled = join(inject('serverBundleDir'), basename(entry).replace(/\.ts$/, '.js'));
  const child = spawn(process.execPath, ['--enable-source-maps', bundled], {
    cwd: serverRoot,
    env: { ...process.env, RATE_LIMITS: 'off', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its errors go on to ours as they come, and the last of them into the error if it fails to
  // start: a start-up failure in CI then says why.
  let stderrTail = '';
  const stderrClosed = new Promise((resolve) => child.stderr!.once('close', resolve));
  child.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    stderrTail = (stderrTail + chunk.toString('utf8')).slice(-2_000);
  });
  const logs: Array<Record<string, unknown>> = [];
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ msg: line });
      }
    }
  });
  // Its browser's helper processes may outlive a kill -9 holding the other end of the pipe:
  // once it has exited, we stop reading, so they keep this test process from nothing.
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      child.stdout!.destroy();
      // What it wrote last may still be in the pipe: read on until it ends, or for a second if
      // a helper holds it open.
      const stopReading = setTimeout(() => child.stderr!.destroy(), 1_000);
      void stderrClosed.then(() => {
        clearTimeout(stopReading);
        resolve();
      });
    }),
  );
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await exited;
      throw new Error(`${entry} exited with ${child.exitCode}: ${stderrTail.trim()}`);
    }
    if ('url' in ready) {
      try {
        if ((await fetch(ready.url, { signal: AbortSignal.timeout(2_000) })).ok) {
          return { child, logs, stop };
        }
      } catch {
        // not listening yet, or not answering yet
      }
    } else if (logs.some((entry) => entry.msg === ready.logMessage)) {
      return { child, logs, stop };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop('SIGKILL');
  throw new Error(`${entry} did not become ready within ${timeoutMs} ms`);
}

const PROCESS_XSRF = 'server-process-test-token';

/** POSTs JSON to a server process on `port`, with the anti-forgery pair and `cookies`. */
export function postToProcess(port: number, path: string, body: unknown, cookies = '') {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${PROCESS_XSRF}${cookies ? `; ${cookies}` : ''}`,
      'x-xsrf-token': PROCESS_XSRF,
    },
    body: JSON.stringify(body),
  });
}

/** The session cookie a response set, ready for a Cookie header. */
export const sessionOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((cookie) => !cookie.startsWith('XSRF-TOKEN='))
    .join('; ');

/**
 * A data folder and a stand-in web build of their own for server processes (`name` labels the
 * temporary folders): `start` runs src/main.ts on them (GRADER off unless `env` says otherwise)
 * and waits until it is ready; `remove` deletes both folders.
 *
 * A restart takes a new port (`freePort()`): once the old process has let its port go, any
 * process on the machine may get it as the local port of an outgoing connection, and a listen
 * on it fails with EADDRINUSE (the likely reason a clean-clone CI run lost a restart).
 */
export function scratchServer(name: string, contentDir: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `launchpad-${name}-`));
  const webDist = mkdtempSync(join(tmpdir(), `launchpad-${name}-web-`));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Launchpad</title>');
  return {
    dataDir,
    start: (port: number, env: Record<string, string> = {}) =>
      startProcess(
        'src/main.ts',
        {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          WEB_DIST_DIR: webDist,
          CONTENT_DIR: contentDir,
          GRADER: 'off',
          ...env,
        },
        { url: `http://127.0.0.1:${port}/api/ready` },
      ),
    remove() {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}
