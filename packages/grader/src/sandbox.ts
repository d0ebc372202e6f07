import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * How the grader starts Chromium, least privilege first (docs/decisions/0019): Chromium's own
 * sandbox on, never as root. Chromium refuses its sandbox to root, so a grader running as root
 * starts it as an unprivileged user (`nobody` by default) through a small launcher that drops
 * to that user; a grader running as another user starts it as itself. Where the OS allows no
 * sandbox (no user namespaces), it runs without one, and the app says so at start.
 *
 * The user must reach what Chromium needs (issue #47): its binary, which it starts again for
 * every helper process (a browser that cannot do so starts, then dies at its first page), its
 * profile folder and its fonts. What it cannot reach is found before the way is tried (the
 * binary, the temporary folder) or refused by the launcher (the profile, the fonts), so a way
 * that cannot work is never the one kept.
 */
export interface LaunchWay {
  /** What Playwright starts: Chromium itself, or the launcher that drops to `user`. */
  executablePath: string;
  sandbox: boolean;
  /** The user Chromium runs as. */
  user: string;
  /** Why the ways before it (as an unprivileged user) were not offered, for the warning. */
  why?: string;
}

export interface SandboxOptions {
  chromiumPath: string;
  /** The user a root grader starts Chromium as; `''` keeps root. */
  chromiumUser?: string;
}

/** An unprivileged user Chromium is started as. */
export interface ChromiumUser {
  name: string;
  uid: number;
  gid: number;
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

const hasSetpriv = () => {
  try {
    execFileSync('setpriv', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/**
 * The user this process would start Chromium as, when it drops root for it: only a root process
 * does, to a user that exists and is not root, with setpriv. Otherwise why not.
 */
export function chromiumUserOf(chromiumUser = 'nobody'): ChromiumUser | { why: string } {
  if (process.getuid?.() !== 0) return { why: 'the grader is not root' };
  if (!chromiumUser) return { why: 'GRADER_CHROMIUM_USER is empty' };
  const ids = idsOf(chromiumUser);
  if (!ids) return { why: `there is no user '${chromiumUser}'` };
  if (ids.uid === 0) return { why: `'${chromiumUser}' is root` };
  if (!hasSetpriv()) return { why: 'setpriv (util-linux) is not installed' };
  return { name: chromiumUser, ...ids };
}

const setprivTo = ({ uid, gid }: ChromiumUser) => [
  `--reuid=${uid}`,
  `--regid=${gid}`,
  '--clear-groups',
  '--',
];

/** What a user must be able to do with a path: run it, read it, or enter it (a folder). */
export type Reach = { run: string } | { read: string } | { enter: string };

/**
 * The first of `needs` that `user` cannot have, or undefined. Asked of the user itself (a shell
 * started as it tries each one), so every folder on the way counts, with its mode, owner and
 * ACLs, as it will for Chromium.
 */
export function unreachableBy(user: ChromiumUser, needs: Reach[]): string | undefined {
  if (needs.length === 0) return undefined;
  const args = needs.map((need) =>
    'run' in need ? `x${need.run}` : 'read' in need ? `r${need.read}` : `d${need.enter}`,
  );
  const script = [
    'for need; do',
    '  path="${need#?}"',
    '  case "$need" in',
    '    x*) test -f "$path" -a -x "$path" ;;',
    '    r*) test -r "$path" ;;',
    '    *) test -d "$path" -a -x "$path" ;;',
    '  esac || { printf %s "$path"; exit 1; }',
    'done',
  ].join('\n');
  try {
    execFileSync('setpriv', [...setprivTo(user), 'sh', '-c', script, 'sh', ...args], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return undefined;
  } catch (error) {
    // The path it stopped at; anything else (setpriv failing) counts as out of reach.
    const stdout = (error as { stdout?: Buffer | string }).stdout?.toString() ?? '';
    return stdout || needs.map((need) => Object.values(need)[0] as string).join(', ');
  }
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * A launcher script that hands Playwright's profile folder to the user, then becomes that user
 * (setpriv, from util-linux) and starts Chromium with the arguments it was given. Chromium keeps
 * the pipes Playwright talks over, which setpriv does not touch. It refuses (and Playwright's
 * launch fails, so the next way is tried) when the user cannot reach the profile folder or the
 * font configuration, which only the launch knows: a Chromium without them would start, then
 * fail or lay text out in other fonts.
 */
function dropPrivilegeLauncher(chromiumPath: string, user: ChromiumUser): string {
  const dir = mkdtempSync(join(tmpdir(), 'launchpad-grader-'));
  const path = join(dir, 'chromium-as-user');
  const asUser = `setpriv ${setprivTo(user).join(' ')}`;
  const refuse = (what: string) =>
    `{ echo "launchpad: ${user.name} cannot reach ${what}" >&2; exit 1; }`;
  writeFileSync(
    path,
    [
      '#!/bin/sh',
      '# Written by the grader (packages/grader/src/sandbox.ts): Chromium as an unprivileged user.',
      'for arg; do',
      '  case "$arg" in',
      '    --user-data-dir=*)',
      '      dir="${arg#--user-data-dir=}"',
      `      chown -R ${user.uid}:${user.gid} "$dir" || { echo "launchpad: could not hand $dir to ${user.name}" >&2; exit 1; }`,
      `      ${asUser} test -d "$dir" -a -w "$dir" -a -x "$dir" || ${refuse('$dir')}`,
      '      HOME="$dir"; export HOME ;;',
      '  esac',
      'done',
      'if [ -n "${FONTCONFIG_FILE:-}" ]; then',
      `  ${asUser} test -r "$FONTCONFIG_FILE" || ${refuse('$FONTCONFIG_FILE')}`,
      'fi',
      `exec ${asUser} ${quote(chromiumPath)} "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(path, 0o700);
  return path;
}

/** The ways to try, best first: the grader uses the first one Chromium starts with. */
export function launchWays({ chromiumPath, chromiumUser = 'nobody' }: SandboxOptions): LaunchWay[] {
  const self = currentUser();
  const asSelf = (sandbox: boolean, why?: string): LaunchWay => ({
    executablePath: chromiumPath,
    sandbox,
    user: self,
    ...(why ? { why } : {}),
  });
  if (process.getuid?.() !== 0) return [asSelf(true), asSelf(false)];
  const user = chromiumUserOf(chromiumUser);
  if ('why' in user) return [asSelf(false, user.why)];
  // Chromium starts its helpers from its file, wherever a link to it lies: the file must be in
  // reach. The launcher starts it by that name, so nothing depends on how setpriv finds it.
  let binary: string;
  try {
    binary = realpathSync(chromiumPath);
  } catch {
    binary = chromiumPath;
  }
  const profiles = tmpdir();
  const unreachable = unreachableBy(user, [{ run: binary }, { enter: profiles }]);
  if (unreachable) {
    const what =
      unreachable === profiles
        ? `${profiles}, where Chromium's profile goes (TMPDIR)`
        : unreachable;
    return [asSelf(false, `${user.name} cannot reach ${what}`)];
  }
  const launcher = dropPrivilegeLauncher(binary, user);
  return [
    { executablePath: launcher, sandbox: true, user: user.name },
    { executablePath: launcher, sandbox: false, user: user.name },
    asSelf(false),
  ];
}

/** One line for the log when the chosen way is not the sandboxed one. */
export function sandboxWarning(way: LaunchWay): string | undefined {
  if (way.sandbox) return undefined;
  const why = way.why ? ` (${way.why})` : '';
  return way.user === 'root'
    ? `Grading runs Chromium as root without its sandbox${why}: run the app as an unprivileged user, or let it start Chromium as one it can reach (GRADER_CHROMIUM_USER, setpriv); see the README, Running unprivileged.`
    : `Grading runs Chromium as ${way.user} without its sandbox: this OS gave it none (user namespaces are off); see the README, Running unprivileged.`;
}
