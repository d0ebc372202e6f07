import { CONTENT_DIR } from './testing/test-app.ts';
import { loadChallengeContent } from '@launchpad/content';
import { TEST_CHROMIUM_PATH } from '@launchpad/grader/testing';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { freePort } from './testing/free-port.ts';
import {
  postToProcess,
  scratchServer,
  sessionOf,
  type ServerProcess,
} from './testing/server-process.ts';

/**
 * The real server process on SQLite, killed with SIGKILL (no shutdown hook runs) and started
 * again on the same data folder: every committed row must still be there, and every submission
 * pending at the kill is graded, once.
 */
const scratch = scratchServer('durability', CONTENT_DIR);
const startServer = scratch.start;

const post = postToProcess;

let running: ServerProcess | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});
afterAll(() => scratch.remove());

describe('durability on SQLite', () => {
  it('keeps every committed row across kill -9 and a restart', async () => {
    let port = await freePort();
    running = await startServer(port);
    const accounts = Array.from({ length: 5 }, (_, i) => ({
      fullName: `Durable ${i}`,
      email: `durable-${i}@example.com`,
      password: 'durable password',
    }));
    for (const account of accounts) {
      expect((await post(port, '/api/auth/register', account)).status).toBe(201);
    }

    await running.stop('SIGKILL');
    port = await freePort();
    running = await startServer(port);

    for (const { email, password } of accounts) {
      const login = await post(port, '/api/auth/login', { email, password });
      expect(login.status).toBe(200);
    }
  }, 60_000);
});

describe('grading across kill -9 (SQLite)', () => {
  it('grades every pending submission exactly once after a restart', async () => {
    let port = await freePort();
    // Answer at once (202) and grade one at a time, so the kill finds most of them pending.
    const grading = {
      GRADER: 'on',
      GRADER_CONCURRENCY: '1',
      GRADE_WAIT_MS: '0',
      GRADER_TIMEOUT_MS: '2000',
      GRADER_RUNTIME_DIR: inject('runnerRuntimeDir'),
      CHROMIUM_PATH: TEST_CHROMIUM_PATH,
      LOG_LEVEL: 'info',
    };
    running = await startServer(port, grading);
    // Two learners, four each: an account may have at most 4 submissions waiting (fair graders).
    const sessions: string[] = [];
    for (const name of ['pending', 'waiting']) {
      const registered = await post(port, '/api/auth/register', {
        fullName: 'Pending Learner',
        email: `${name}@example.com`,
        password: 'durable password',
      });
      sessions.push(sessionOf(registered));
    }
    const solution = loadChallengeContent(CONTENT_DIR).find((c) => c.meta.id === 101)!.solution;
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await post(
        port,
        '/api/v1/fe-submissions',
        {
          questionId: 101,
          status: 'solved',
          score: 10,
          previous_data: { html: Buffer.from(solution['index.html']!).toString('base64') },
        },
        sessions[i % 2]!,
      );
      expect([201, 202]).toContain(res.status);
      ids.push(((await res.json()) as { id: number }).id);
    }
    const before = running.logs;
    await running.stop('SIGKILL');

    port = await freePort();
    running = await startServer(port, grading);
    const statusOf = async (id: number) => {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/fe-submissions/${id}`, {
        headers: { cookie: sessions[ids.indexOf(id) % 2]! },
      });
      return ((await res.json()) as { status: string }).status;
    };
    // A grade that was in flight at the kill waits for its claim to lapse (3 × the time limit).
    for (const id of ids) {
      while ((await statusOf(id)) === 'pending') await new Promise((r) => setTimeout(r, 200));
      expect(await statusOf(id)).toBe('solved');
    }
    // Exactly once: every one is solved (above) and none was written twice. A grade committed
    // just before the kill may have lost its log line with the process, so a missing line is
    // not a missing grade; two lines for one submission would be a double write.
    const written = [...before, ...running.logs]
      .filter((entry) => entry.msg === 'submission graded' && entry.written === true)
      .map((entry) => entry.submission as number);
    expect(written.length).toBeGreaterThan(0);
    expect(written.filter((id, index) => written.indexOf(id) !== index)).toEqual([]);
    expect(written.every((id) => ids.includes(id))).toBe(true);
  }, 90_000);
});
