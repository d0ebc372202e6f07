import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { findChromium } from '../packages/grader/src/chromium.ts';

// The `runnerRuntimeDir` it provides is declared with its reader.
import type {} from '../packages/grader/src/testing.ts';

/**
 * Vitest global setup for the suites that grade in Chromium: builds the runner runtime (what
 * /runtime/ serves) once from the current source, so the tests never depend on a stale build
 * and run before `npm run build`. It also finds the Chromium once (unpacking the bundled one if
 * this machine has none that starts), before the test workers look for it together.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'launchpad-runtime-'));
  const script = fileURLToPath(new URL('../packages/runner/build-runtime.mjs', import.meta.url));
  execFileSync(process.execPath, [script, dir], { stdio: 'ignore' });
  project.provide('runnerRuntimeDir', dir);
  findChromium({ configured: process.env.CHROMIUM_PATH });
  return () => rmSync(dir, { recursive: true, force: true });
}
