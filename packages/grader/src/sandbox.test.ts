import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChromiumGrader, GraderEvent } from './pool.ts';
import { startTestGrader } from './testing.ts';

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
