import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChromiumGrader, GraderEvent } from './pool.ts';
import { launchWays, sandboxWarning } from './sandbox.ts';
import { startTestGrader, TEST_CHROMIUM, TEST_CHROMIUM_PATH } from './testing.ts';

/**
 * Least privilege: the grader's Chromium runs with its sandbox on this machine kind (user
 * namespaces are on here), and never as root, even when the grader itself is root (CI is).
 */
interface Process {
  pid: number;
  parent: number;
  uid: number;
  seccomp: number;
  args: string;
}

function processes(): Process[] {
  const found: Process[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      found.push({
        pid: Number(entry),
        parent: Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]),
        uid: Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]),
        seccomp: Number(/^Seccomp:\s+(\d+)/m.exec(status)?.[1]),
        args: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' '),
      });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** Every process started (directly or not) by this test process. */
function descendants(): Process[] {
  const all = processes();
  const byPid = new Map(all.map((p) => [p.pid, p]));
  const mine = (p: Process): boolean =>
    p.parent === process.pid || (byPid.has(p.parent) && mine(byPid.get(p.parent)!));
  return all.filter(mine);
}

const userNamespaces = (() => {
  try {
    return Number(readFileSync('/proc/sys/user/max_user_namespaces', 'utf8')) > 0;
  } catch {
    return false;
  }
})();

let grader: ChromiumGrader;
const events: GraderEvent[] = [];
beforeAll(async () => {
  grader = await startTestGrader({ concurrency: 1, onEvent: (event) => events.push(event) });
});
afterAll(() => grader?.close());

describe("the grader's Chromium", () => {
  it('grades with the sandbox on, its renderers under seccomp, no Chromium process as root', async () => {
    const run = await grader.grade(
      { topic: 'javascript', files: { 'index.html': '<p>hi</p>', 'script.js': 'var two = 2;' } },
      { visible: "test('two', () => { expect(two).toBe(2); });" },
    );
    expect(run.results).toEqual([{ name: 'two', passed: true, message: '' }]);
    const started = events.find((event) => event.type === 'browser-started');
    expect(userNamespaces).toBe(true);
    expect(started).toMatchObject({ type: 'browser-started', sandbox: true });
    expect(started).not.toHaveProperty('warning', expect.any(String));

    const chromium = descendants().filter((p) => p.args.includes('chromium'));
    const renderers = chromium.filter((p) => p.args.includes('--type=renderer'));
    expect(renderers.length).toBeGreaterThan(0);
    for (const p of chromium) {
      expect(p.uid, p.args.slice(0, 80)).not.toBe(0);
      expect(p.args).not.toContain('--no-sandbox');
    }
    // 2: a seccomp-bpf filter, Chromium's renderer sandbox.
    for (const renderer of renderers) expect(renderer.seccomp).toBe(2);
  });
});

const asRoot = process.getuid?.() === 0;

/**
 * Issue #47: Chromium as nobody must reach its binary, its profile folder and its fonts. Where it
 * cannot (they are in a folder only root can enter, as /root is), that way is not taken: a root
 * grader then runs Chromium as root, and says why at start.
 */
describe.runIf(asRoot)('what the user Chromium runs as cannot reach', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'launchpad-reach-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  chmodSync(scratch, 0o755);
  /** Only root enters it (mkdtemp's 0700). */
  const rootOnly = mkdtempSync(join(scratch, 'root-only-'));
  /** A 'Chromium' that says who it runs as. */
  const stub = join(scratch, 'chromium');
  writeFileSync(stub, '#!/bin/sh\necho "started as $(id -un)"\n');
  chmodSync(stub, 0o755);

  it('a Chromium out of its reach: only the way as root is left, and the warning says why', () => {
    const hidden = join(rootOnly, 'stub');
    writeFileSync(hidden, '#!/bin/sh\necho Chromium\n');
    chmodSync(hidden, 0o755);
    const ways = launchWays({ chromiumPath: hidden, chromiumUser: 'nobody' });
    expect(ways).toEqual([
      expect.objectContaining({ executablePath: hidden, sandbox: false, user: 'root' }),
    ]);
    expect(sandboxWarning(ways[0]!)).toContain(`nobody cannot reach ${hidden}`);
    // A path nobody reaches, to a file it does not: Chromium starts its helpers from the file.
    const link = join(scratch, 'link-to-hidden');
    symlinkSync(hidden, link);
    expect(launchWays({ chromiumPath: link, chromiumUser: 'nobody' })).toEqual([
      expect.objectContaining({ executablePath: link, user: 'root' }),
    ]);
    // The control: within its reach, nobody comes first, sandboxed.
    expect(launchWays({ chromiumPath: stub, chromiumUser: 'nobody' })[0]).toMatchObject({
      sandbox: true,
      user: 'nobody',
    });
  });

  it("the launcher refuses a profile folder or font configuration out of the user's reach", () => {
    const [asNobody] = launchWays({ chromiumPath: stub, chromiumUser: 'nobody' });
    const start = (profile: string, fonts?: string) => {
      mkdirSync(profile, { recursive: true });
      return spawnSync(asNobody!.executablePath, [`--user-data-dir=${profile}`], {
        encoding: 'utf8',
        env: { ...process.env, ...(fonts ? { FONTCONFIG_FILE: fonts } : {}) },
      });
    };
    const reachableFonts = join(scratch, 'fonts.conf');
    writeFileSync(reachableFonts, '<fontconfig/>\n');
    chmodSync(reachableFonts, 0o644);
    const hiddenFonts = join(rootOnly, 'fonts.conf');
    writeFileSync(hiddenFonts, '<fontconfig/>\n');

    const started = start(join(scratch, 'profile'), reachableFonts);
    expect([started.status, started.stdout.trim()]).toEqual([0, 'started as nobody']);
    const hiddenProfile = start(join(rootOnly, 'profile'), reachableFonts);
    expect(hiddenProfile.status).not.toBe(0);
    expect(hiddenProfile.stdout).toBe('');
    expect(hiddenProfile.stderr).toContain(`nobody cannot reach ${join(rootOnly, 'profile')}`);
    const unreadableFonts = start(join(scratch, 'profile-2'), hiddenFonts);
    expect(unreadableFonts.status).not.toBe(0);
    expect(unreadableFonts.stdout).toBe('');
    expect(unreadableFonts.stderr).toContain(`nobody cannot reach ${hiddenFonts}`);
  });

  it('a grader whose Chromium is out of reach grades, as root, and warns why at start', async () => {
    // The real browser in the folder only root enters (CHROMIUM_PATH=/root/…): a second name of
    // the same file where the file system allows one, else a copy.
    const path = join(rootOnly, 'chromium');
    try {
      linkSync(TEST_CHROMIUM_PATH, path);
    } catch {
      copyFileSync(TEST_CHROMIUM_PATH, path);
    }
    const seen: GraderEvent[] = [];
    const rootGrader = await startTestGrader({
      chromiumPath: path,
      chromiumEnv: TEST_CHROMIUM.env,
      chromiumUser: 'nobody',
      concurrency: 1,
      onEvent: (event) => seen.push(event),
    });
    try {
      const run = await rootGrader.grade(
        { topic: 'javascript', files: { 'index.html': '<p>hi</p>', 'script.js': 'var two = 2;' } },
        { visible: "test('two', () => { expect(two).toBe(2); });" },
      );
      expect(run.results).toEqual([{ name: 'two', passed: true, message: '' }]);
    } finally {
      await rootGrader.close();
    }
    const started = seen.filter((event) => event.type === 'browser-started');
    expect(started).toEqual([
      expect.objectContaining({
        sandbox: false,
        user: 'root',
        warning: expect.stringContaining(`nobody cannot reach ${path}`),
      }),
    ]);
  });
});
