import { inject } from 'vitest';
import { findChromium } from './chromium.ts';
import { ChromiumGrader, type GraderOptions } from './pool.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The runner runtime built from the current source (testing/runtime-setup.ts). */
    runnerRuntimeDir: string;
  }
}

/**
 * The Chromium the tests start: CHROMIUM_PATH, else the system's when it starts, else the one
 * installed with the project's dependencies (chromium.ts). Child processes get its path as
 * CHROMIUM_PATH (its fonts go with it).
 */
export const TEST_CHROMIUM = findChromium({ configured: process.env.CHROMIUM_PATH });
export const TEST_CHROMIUM_PATH = TEST_CHROMIUM.executablePath;

/**
 * A started grader on the runtime the test run built (testing/runtime-setup.ts). Chromium is
 * required: grading is never faked, and a machine without it fails here, saying so.
 */
export async function startTestGrader(
  options: Partial<GraderOptions> = {},
): Promise<ChromiumGrader> {
  if (!ChromiumGrader.isInstalled(TEST_CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${TEST_CHROMIUM_PATH}: the grading tests need it (npm ci installs one; or set CHROMIUM_PATH).`,
    );
  }
  const grader = new ChromiumGrader({
    runtimeDir: inject('runnerRuntimeDir'),
    chromiumPath: TEST_CHROMIUM_PATH,
    chromiumEnv: TEST_CHROMIUM.env,
    concurrency: 2,
    ...options,
  });
  await grader.start();
  return grader;
}
