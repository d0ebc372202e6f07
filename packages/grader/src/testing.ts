import { inject } from 'vitest';
import { ChromiumGrader, type GraderOptions } from './pool.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The runner runtime built from the current source (testing/runtime-setup.ts). */
    runnerRuntimeDir: string;
  }
}

/** Where Chromium is for the tests; a machine without it fails them with this message. */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * A started grader on the runtime the test run built (testing/runtime-setup.ts). Chromium is
 * required: grading is never faked, and a machine without it fails here, saying so.
 */
export async function startTestGrader(
  options: Partial<GraderOptions> = {},
): Promise<ChromiumGrader> {
  if (!ChromiumGrader.isInstalled(TEST_CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${TEST_CHROMIUM_PATH}: the grading tests need it (apt-get install chromium, or set CHROMIUM_PATH).`,
    );
  }
  const grader = new ChromiumGrader({
    runtimeDir: inject('runnerRuntimeDir'),
    chromiumPath: TEST_CHROMIUM_PATH,
    concurrency: 2,
    ...options,
  });
  await grader.start();
  return grader;
}
