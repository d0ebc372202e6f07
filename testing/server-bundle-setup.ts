import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

// The `serverBundleDir` it provides is declared with its reader.
import type {} from '../apps/server/src/testing/server-process.ts';

/**
 * Vitest global setup for the suites that start the server as a process: bundles the current
 * source once, the way `npm run build` does, into a folder of this run's own beside dist/ (the
 * server finds the web build and the content from its bundle's folder). Each process then starts
 * from plain JavaScript: under tsx every start compiled the server again, about 3 CPU-seconds
 * each, twenty-odd times a run.
 */
export default function setup(project: TestProject) {
  const serverRoot = fileURLToPath(new URL('../apps/server/', import.meta.url));
  const folder = `dist-test-${randomBytes(4).toString('hex')}`;
  execFileSync(process.execPath, ['build.mjs', folder], { cwd: serverRoot, stdio: 'ignore' });
  project.provide('serverBundleDir', join(serverRoot, folder));
  return () => rmSync(join(serverRoot, folder), { recursive: true, force: true });
}
