import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { databaseKinds } from '../../testing/test-app.ts';
import { createGrading, GradingCannotStart } from './grading-setup.ts';

/**
 * Issue #47: a Chromium that starts in no way is said at start, in one line naming why, not
 * found out submission by submission ('grading postponed' for ever). A grader process, there
 * only to grade, stops; the app keeps serving, its submissions pending.
 */
const scratch = mkdtempSync(join(tmpdir(), 'launchpad-grading-setup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
/** A Chromium that cannot start, as one missing a library does. */
const broken = join(scratch, 'chromium');
writeFileSync(
  broken,
  '#!/bin/sh\necho "chromium: error while loading shared libraries: libnss3.so" >&2\nexit 127\n',
);
chmodSync(broken, 0o755);

/** Log calls, by level. */
function recordingLog() {
  const lines: Array<{ level: 'info' | 'warn' | 'error'; message: string }> = [];
  const at = (level: 'info' | 'warn' | 'error') => (_details: object, message: string) =>
    void lines.push({ level, message });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

describe('a Chromium that does not start', () => {
  const config = loadConfig({
    DATA_DIR: scratch,
    GRADER: 'on',
    GRADER_CONCURRENCY: '1',
    CHROMIUM_PATH: broken,
    GRADER_RUNTIME_DIR: inject('runnerRuntimeDir'),
  });

  for (const role of ['worker', 'app'] as const) {
    it(`is said at start in one line naming why (${role})`, async () => {
      const { database, dispose } = await databaseKinds[0]!.open();
      const { lines, log } = recordingLog();
      const grading = createGrading(config, database.db, log, { role });
      try {
        const started = grading.start();
        if (role === 'worker') {
          await expect(started).rejects.toThrow(GradingCannotStart);
          await expect(started).rejects.toThrow(
            /^Chromium did not start \(.*error while loading shared libraries: libnss3\.so.*\)\.$/,
          );
        } else {
          await started;
          const errors = lines.filter((line) => line.level === 'error');
          expect(errors).toEqual([
            {
              level: 'error',
              message: expect.stringMatching(
                /^Chromium did not start \(.*error while loading shared libraries: libnss3\.so.*\): submissions wait as 'pending'/,
              ),
            },
          ]);
          expect(errors[0]!.message).not.toContain('\n');
        }
      } finally {
        await grading.stop();
        await dispose();
      }
    });
  }
});
