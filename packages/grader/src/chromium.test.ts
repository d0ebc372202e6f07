import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadChallengeContent } from '@launchpad/content';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { chromiumStarts, findChromium } from './chromium.ts';
import { ChromiumGrader, type GraderEvent } from './pool.ts';

/**
 * Which Chromium the grader starts (decision 0022): CHROMIUM_PATH, else a system Chromium that
 * starts, else the one installed with the project's dependencies, which grades like any other.
 */
const stubs = mkdtempSync(join(tmpdir(), 'launchpad-chromium-stub-'));
afterAll(() => rmSync(stubs, { recursive: true, force: true }));
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
      // First the system's; a checkout out of the Chromium user's reach adds why (below).
      expect(choice.passedOver[0]).toMatch(
        systemPath === broken ? /chromium: it does not start/ : /absent: it is not there/,
      );
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

const content = loadChallengeContent(
  fileURLToPath(new URL('../../../content/challenges', import.meta.url)),
);

/** Grades a challenge's reference solution with `grader`. */
async function gradeReference(grader: ChromiumGrader, slug: string) {
  const challenge = content.find((c) => c.meta.slug === slug)!;
  return grader.grade(
    {
      topic: challenge.meta.topic,
      files: challenge.solution,
      tempJsx: challenge.tempJsx ?? undefined,
      componentName: challenge.meta.config.componentName,
    },
    { visible: challenge.tests, hidden: challenge.hiddenTests ?? undefined },
  );
}

const asRoot = process.getuid?.() === 0;
const nobody = Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).trim());

/**
 * Issue #47: a checkout in a folder only its owner can enter (mode 0700, as /root is). A grader
 * running as root starts Chromium as `nobody` (sandbox.ts), who cannot reach anything in it: the
 * bundled Chromium goes where nobody can reach it, into a machine-wide folder that only root
 * can write (here a stand-in for /var/cache/launchpad-chromium, so the test leaves no trace).
 */
describe('a checkout in a folder only its owner can enter', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'launchpad-private-checkout-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  chmodSync(scratch, 0o755);
  /** The checkout's folder: mkdtemp makes it 0700, owned by whoever runs the tests. */
  const checkout = mkdtempSync(join(scratch, 'checkout-'));
  /** The machine-wide folder's stand-in. */
  const sharedDir = join(scratch, 'shared', 'launchpad-chromium');
  mkdirSync(dirname(sharedDir), { mode: 0o755 });
  chmodSync(dirname(sharedDir), 0o755);

  it('grades a reference solution solved, with the sandbox on, as nobody when run as root', async () => {
    // Unpacked by a root whose umask keeps what it writes to itself (077), as a hardened one's.
    const umask = process.umask(0o077);
    let bundled: ReturnType<typeof findChromium>;
    try {
      bundled = findChromium({
        systemPath: broken,
        cacheDir: join(checkout, 'node_modules', '.cache', 'launchpad-chromium'),
        sharedDir,
      });
    } finally {
      process.umask(umask);
    }
    if (asRoot) {
      // nobody cannot reach the checkout's cache: the browser is put where it can.
      expect(bundled.executablePath.startsWith(`${sharedDir}/`)).toBe(true);
      expect(bundled.passedOver).toContainEqual(expect.stringMatching(/nobody cannot reach/));
    } else {
      // Chromium runs as the grader's own user, who reaches its own checkout.
      expect(bundled.executablePath.startsWith(`${checkout}/`)).toBe(true);
    }
    const events: GraderEvent[] = [];
    const grader = new ChromiumGrader({
      runtimeDir: inject('runnerRuntimeDir'),
      chromiumPath: bundled.executablePath,
      chromiumEnv: bundled.env,
      chromiumUser: 'nobody',
      concurrency: 1,
      onEvent: (event) => events.push(event),
    });
    try {
      await grader.start();
      const solved = await gradeReference(grader, 'contact-card');
      expect(solved.failure).toBeUndefined();
      expect(solved.results.filter((r) => !r.passed)).toEqual([]);
    } finally {
      await grader.close();
    }
    const started = events.find((event) => event.type === 'browser-started');
    expect(started).toMatchObject({ sandbox: true, ...(asRoot ? { user: 'nobody' } : {}) });
    expect(started).not.toHaveProperty('warning', expect.any(String));
  }, 90_000);

  /**
   * The machine-wide folder is shared by every checkout and user of the machine: one that root
   * did not make as it would have (another user's, writable by others, a symbolic link) could
   * hold a browser of someone else's choosing. It is passed over for a fresh folder beside it.
   */
  it.runIf(asRoot)(
    'passes over a machine-wide folder another user could have planted',
    () => {
      const plant = (dir: string) => {
        const home = join(dir, '153.0.0');
        mkdirSync(home, { recursive: true });
        writeFileSync(join(home, 'chromium'), '#!/bin/sh\necho "Chromium 153 (planted)"\n');
        chmodSync(join(home, 'chromium'), 0o755);
        writeFileSync(join(home, 'fonts.conf'), '<fontconfig/>\n');
      };
      const othersFolder = join(scratch, 'others', 'launchpad-chromium');
      plant(othersFolder);
      chmodSync(dirname(othersFolder), 0o755);
      chownSync(othersFolder, nobody, nobody);
      const writableByAll = join(scratch, 'writable', 'launchpad-chromium');
      plant(writableByAll);
      chmodSync(dirname(writableByAll), 0o755);
      chmodSync(writableByAll, 0o777);
      const linked = join(scratch, 'linked', 'launchpad-chromium');
      mkdirSync(dirname(linked), { mode: 0o755 });
      chmodSync(dirname(linked), 0o755);
      const target = join(scratch, 'link-target');
      plant(target);
      chmodSync(target, 0o755);
      symlinkSync(target, linked);

      for (const planted of [othersFolder, writableByAll, linked]) {
        const choice = findChromium({
          systemPath: broken,
          cacheDir: join(checkout, 'node_modules', '.cache', 'launchpad-chromium'),
          sharedDir: planted,
        });
        expect(choice.executablePath.startsWith(`${planted}/`), planted).toBe(false);
        expect(choice.executablePath).toMatch(/launchpad-chromium-[^/]+\/[^/]+\/chromium$/);
        expect(chromiumStarts(choice.executablePath)).toEqual({ ok: true });
        expect(
          execFileSync(choice.executablePath, ['--version'], { encoding: 'utf8' }),
        ).not.toMatch(/planted/);
        // Each is a fresh, full unpack: it goes before the next, the disk is not the test's.
        rmSync(dirname(dirname(choice.executablePath)), { recursive: true, force: true });
      }
    },
    90_000,
  );
});
