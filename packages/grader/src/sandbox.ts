import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * How the grader starts Chromium, least privilege first (docs/decisions/0019): Chromium's own
 * sandbox on, never as root. Chromium refuses its sandbox to root, so a grader running as root
 * starts it as an unprivileged user (`nobody` by default) through a small launcher that drops
 * to that user; a grader running as another user starts it as itself. Where the OS allows no
 * sandbox (no user namespaces), it runs without one, and the app says so at start.
 */
export interface LaunchWay {
  /** What Playwright starts: Chromium itself, or the launcher that drops to `user`. */
  executablePath: string;
  sandbox: boolean;
  /** The user Chromium runs as. */
  user: string;
}

export interface SandboxOptions {
  chromiumPath: string;
  /** The user a root grader starts Chromium as; `''` keeps root. */
  chromiumUser?: string;
}

const currentUser = () => {
  try {
    return execFileSync('id', ['-un'], { encoding: 'utf8' }).trim();
  } catch {
    return String(process.getuid?.() ?? 'unknown');
  }
};

function idsOf(user: string): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * A launcher script that hands Playwright's profile folder to the user, then becomes that user
 * (setpriv, from util-linux) and starts Chromium with the arguments it was given. Chromium keeps
 * the pipes Playwright talks over, which setpriv does not touch.
 */
function dropPrivilegeLauncher(chromiumPath: string, ids: { uid: number; gid: number }): string {
  const dir = mkdtempSync(join(tmpdir(), 'launchpad-grader-'));
  const path = join(dir, 'chromium-as-user');
  writeFileSync(
    path,
    [
      '#!/bin/sh',
      '# Written by the grader (packages/grader/src/sandbox.ts): Chromium as an unprivileged user.',
      'for arg; do',
      '  case "$arg" in',
      `    --user-data-dir=*) dir="\${arg#--user-data-dir=}"; chown -R ${ids.uid}:${ids.gid} "$dir"; HOME="$dir"; export HOME ;;`,
      '  esac',
      'done',
      `exec setpriv --reuid=${ids.uid} --regid=${ids.gid} --clear-groups -- ${quote(chromiumPath)} "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(path, 0o700);
  return path;
}

/** The ways to try, best first: the grader uses the first one Chromium starts with. */
export function launchWays({ chromiumPath, chromiumUser = 'nobody' }: SandboxOptions): LaunchWay[] {
  const self = currentUser();
  const asSelf = (sandbox: boolean): LaunchWay => ({
    executablePath: chromiumPath,
    sandbox,
    user: self,
  });
  if (process.getuid?.() !== 0) return [asSelf(true), asSelf(false)];
  const ids = chromiumUser ? idsOf(chromiumUser) : undefined;
  let launcher: string | undefined;
  try {
    execFileSync('setpriv', ['--version'], { stdio: 'ignore' });
    if (ids && ids.uid !== 0) launcher = dropPrivilegeLauncher(chromiumPath, ids);
  } catch {
    launcher = undefined;
  }
  const ways: LaunchWay[] = [];
  if (launcher) {
    ways.push({ executablePath: launcher, sandbox: true, user: chromiumUser });
    ways.push({ executablePath: launcher, sandbox: false, user: chromiumUser });
  }
  ways.push(asSelf(false));
  return ways;
}

/** One line for the log when the chosen way is not the sandboxed one. */
export function sandboxWarning(way: LaunchWay): string | undefined {
  if (way.sandbox) return undefined;
  return way.user === 'root'
    ? 'Grading runs Chromium as root without its sandbox: run the app as an unprivileged user, or let it start Chromium as one (GRADER_CHROMIUM_USER, setpriv); see the README, Running unprivileged.'
    : `Grading runs Chromium as ${way.user} without its sandbox: this OS gave it none (user namespaces are off); see the README, Running unprivileged.`;
}
