import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { runtimeFileHeaders } from '@launchpad/runner/frame-policy';
import { AXE_FILE } from '@launchpad/runner/accessibility';
import { GRADING_FRAME } from '@launchpad/runner/types';

export interface RuntimeFile {
  body: Buffer;
  headers: Record<string, string>;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * The built runner runtime (`packages/runner/build-runtime.mjs`: frames, bridge, libraries,
 * the learner's side, the grader's world, check page) read once into memory, so the grader's
 * pages load it without a server.
 */
export function loadRuntimeFiles(dir: string): Map<string, RuntimeFile> {
  const files = new Map<string, RuntimeFile>();
  for (const name of readdirSync(dir)) {
    const type = contentTypes[extname(name)];
    if (!type) continue;
    files.set(name, {
      body: readFileSync(join(dir, name)),
      headers: { 'Content-Type': type, ...runtimeFileHeaders(name) },
    });
  }
  for (const required of ['check.html', 'check.js', GRADING_FRAME, 'grader-world.js', AXE_FILE]) {
    if (!files.has(required)) {
      throw new Error(`${join(dir, required)} is missing: build the runner runtime first`);
    }
  }
  return files;
}
