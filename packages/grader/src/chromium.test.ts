import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadChallengeContent } from '@launchpad/content';
import { describe, expect, inject, it } from 'vitest';
import { chromiumStarts, findChromium } from './chromium.ts';
import { ChromiumGrader } from './pool.ts';

/**
 * Which Chromium the grader starts (decision 0022): CHROMIUM_PATH, else a system Chromium that
 * starts, else the one installed with the project's dependencies, which grades like any other.
 */
const stubs = mkdtempSync(join(tmpdir(), 'launchpad-chromium-stub-'));
/** A 'system Chromium' that is there but fails to start, as a broken install does. */
const broken = join(stubs, 'chromium');
writeFileSync(broken, '#!/bin/sh\necho "error while loading shared libraries" >&2\nexit 127\n');
chmodSync(broken, 0o755);

describe('findChromium', () => {
  it('takes CHROMIUM_PATH as it is, without looking further', () => {
    expect(findChromium({ configured: '/opt/my/chrome', systemPath: broken })).toEqual({
      executablePath: '/opt/my/chrome',
      source: 'CHROMIUM_PATH',
      env: {},
      passedOver: [],
    });
  });

  it('passes over a system Chromium that is missing or does not start, for the bundled one', () => {
    for (const systemPath of [broken, join(stubs, 'absent')]) {
      const choice = findChromium({ systemPath });
      expect(choice.source).toBe('bundled');
      expect(choice.passedOver).toEqual([
        expect.stringMatching(
          systemPath === broken ? /chromium: it does not start/ : /absent: it is not there/,
        ),
      ]);
      expect(chromiumStarts(choice.executablePath)).toEqual({ ok: true });
      expect(choice.env.FONTCONFIG_FILE).toMatch(/fonts\.conf$/);
      // Handed to a child process as CHROMIUM_PATH, its fonts go with it.
      expect(findChromium({ configured: choice.executablePath }).env).toEqual(choice.env);
    }
  }, 60_000);

  it('grades a reference solution solved, and a starter not, with the bundled Chromium', async () => {
    const bundled = findChromium({ systemPath: broken });
    const content = loadChallengeContent(
      fileURLToPath(new URL('../../../content/challenges', import.meta.url)),
    );
    const grader = new ChromiumGrader({
      runtimeDir: inject('runnerRuntimeDir'),
      chromiumPath: bundled.executablePath,
      chromiumEnv: bundled.env,
      concurrency: 1,
    });
    await grader.start();
    try {
      for (const slug of ['center-card', 'click-counter']) {
        const challenge = content.find((c) => c.meta.slug === slug)!;
        const source = (files: Record<string, string>) => ({
          topic: challenge.meta.topic,
          files,
          tempJsx: challenge.tempJsx ?? undefined,
          componentName: challenge.meta.config.componentName,
        });
        const tests = { visible: challenge.tests, hidden: challenge.hiddenTests ?? undefined };
        const solved = await grader.grade(source(challenge.solution), tests);
        expect(solved.failure).toBeUndefined();
        expect(solved.results.filter((r) => !r.passed)).toEqual([]);
        const starter = await grader.grade(source(challenge.starter), tests);
        expect(starter.results.some((r) => !r.passed)).toBe(true);
      }
    } finally {
      await grader.close();
    }
  }, 90_000);
});
