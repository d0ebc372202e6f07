import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadChallengeContent } from '@launchpad/content';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from './testing/free-port.ts';
import {
  postToProcess,
  scratchServer,
  sessionOf,
  type ServerProcess,
} from './testing/server-process.ts';
import { CONTENT_DIR } from './testing/test-app.ts';

/**
 * Issue #29: on a machine whose system Chromium is broken (a stub that fails to start) and with
 * CHROMIUM_PATH unset, the server as `npm start` runs it grades a reference solution 'solved',
 * with the Chromium installed with the project's dependencies. Issue #47: sandboxed, even from a
 * checkout in a folder only its owner can enter (run in one, as CI may).
 */
const scratch = scratchServer('bundled-chromium', CONTENT_DIR);
const brokenSystemChromium = join(scratch.dataDir, 'chromium');
writeFileSync(brokenSystemChromium, '#!/bin/sh\nexit 1\n');
chmodSync(brokenSystemChromium, 0o755);

let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  scratch.remove();
});

describe('grading without a working system Chromium', () => {
  it('grades a reference solution solved with the bundled Chromium', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await scratch.start(port, {
      GRADER: 'on',
      GRADER_RUNTIME_DIR: inject('runnerRuntimeDir'),
      CHROMIUM_PATH: '',
      SYSTEM_CHROMIUM_PATH: brokenSystemChromium,
      LOG_LEVEL: 'info',
    });
    const registered = await postToProcess(port, '/api/auth/register', {
      fullName: 'Bare Machine',
      email: 'bare@example.com',
      password: 'bare machine password',
    });
    expect(registered.status).toBe(201);
    const session = sessionOf(registered);
    const solution = loadChallengeContent(CONTENT_DIR).find((c) => c.meta.id === 101)!.solution;
    const submitted = await postToProcess(
      port,
      '/api/v1/fe-submissions',
      {
        questionId: 101,
        status: 'unsolved',
        score: 0,
        previous_data: { html: Buffer.from(solution['index.html']!).toString('base64') },
      },
      session,
    );
    expect([201, 202]).toContain(submitted.status);
    let submission = (await submitted.json()) as { id: number; status: string; verified: boolean };
    for (let i = 0; i < 60 && submission.status === 'pending'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const polled = await fetch(`${base}/api/v1/fe-submissions/${submission.id}`, {
        headers: { cookie: session },
      });
      submission = (await polled.json()) as typeof submission;
    }
    expect(submission).toMatchObject({ status: 'solved', verified: true });
    const said = server.logs.map((line) => line.msg);
    expect(said).toContain(
      "Grading with the Chromium installed with the project's dependencies (no working system Chromium).",
    );
    // Issue #47: as root (CI), the server starts it as nobody, sandboxed, wherever the checkout
    // is: in a folder nobody cannot enter, it was unpacked where nobody can reach it.
    expect(said).toContainEqual(
      process.getuid?.() === 0
        ? 'Grading runs Chromium sandboxed, as nobody.'
        : expect.stringMatching(/^Grading runs Chromium sandboxed, as /),
    );
  }, 90_000);
});
