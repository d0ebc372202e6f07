import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, parse } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { chromiumUserOf, unreachableBy, type ChromiumUser } from './sandbox.ts';

/**
 * Which Chromium the grader, `challenges:check` and the tests start (docs/decisions/0022):
 *
 * 1. `CHROMIUM_PATH`, when set: the operator's choice, taken as it is;
 * 2. the system's Chromium (Debian's `/usr/bin/chromium`), when it is there and starts;
 * 3. else the headless Chromium the project installs from the npm registry with its dependencies
 *    (`@sparticuz/chromium`, which ships it brotli-compressed in its tarball), unpacked once into
 *    `node_modules/.cache`, with the fonts it ships and a font configuration of its own, so that
 *    text is laid out the same on every machine that uses it.
 *
 * Nothing is downloaded: the package's own files are all it needs. Its serverless launch flags
 * (which turn off web security and site isolation) are never used: the grader's own are.
 *
 * A grader running as root starts Chromium as an unprivileged user (sandbox.ts), who must reach
 * the unpacked browser and its fonts. A checkout in a folder only its owner can enter (as /root
 * is) holds them out of its reach (issue #47): they are then unpacked into a machine-wide folder,
 * `/var/cache/launchpad-chromium/<version>`, which only root writes (see `sharedHome`).
 */
export type ChromiumSource = 'CHROMIUM_PATH' | 'system' | 'bundled';

export interface ChromiumChoice {
  executablePath: string;
  source: ChromiumSource;
  /** Environment Chromium must start with (the bundled one's font configuration). */
  env: Record<string, string>;
  /** Why an earlier choice was passed over ('/usr/bin/chromium does not start: …'). */
  passedOver: string[];
}

export interface ChromiumLookup {
  /** `CHROMIUM_PATH`; empty or undefined means 'find one'. */
  configured?: string | undefined;
  /** The system's Chromium (tests point this at a stub). */
  systemPath?: string;
  /** Where the bundled Chromium is unpacked (default: node_modules/.cache/launchpad-chromium). */
  cacheDir?: string;
  /** The user a root grader starts Chromium as (`GRADER_CHROMIUM_USER`; sandbox.ts). */
  chromiumUser?: string;
  /** Where it goes when that user cannot reach `cacheDir` (tests point this elsewhere). */
  sharedDir?: string;
}

export const SYSTEM_CHROMIUM_PATH = '/usr/bin/chromium';
/** The machine-wide folder of the bundled Chromium, for the user a root grader starts it as. */
export const SHARED_CHROMIUM_DIR = '/var/cache/launchpad-chromium';
const BUNDLED_PACKAGE = '@sparticuz/chromium';

/** Whether the Chromium at `path` starts: it answers `--version` within a few seconds. */
export function chromiumStarts(path: string): { ok: true } | { ok: false; reason: string } {
  if (!existsSync(path)) return { ok: false, reason: 'it is not there' };
  try {
    const version = execFileSync(path, ['--version'], {
      encoding: 'utf8',
      timeout: 15_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return /chrom/i.test(version)
      ? { ok: true }
      : { ok: false, reason: `it answered '${version.trim().slice(0, 80)}'` };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return { ok: false, reason: `it does not start (${message.slice(0, 120)})` };
  }
}

/** The package's folder (its `bin/` holds the compressed browser and fonts) and version. */
function bundledPackage(): { dir: string; version: string } {
  const main = createRequire(import.meta.url).resolve(BUNDLED_PACKAGE);
  const dir = join(dirname(main), '..');
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { dir, version };
}

/** The regular files of a tar archive (ustar), path → content. */
function untar(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const text = (from: number, to: number) =>
    archive.subarray(from, to).toString('utf8').replace(/\0.*$/s, '');
  for (let offset = 0; offset + 512 <= archive.length;) {
    const name = text(offset, offset + 100);
    if (!name) break;
    const size = parseInt(text(offset + 124, offset + 136).trim() || '0', 8);
    const type = text(offset + 156, offset + 157);
    const prefix = text(offset + 345, offset + 500);
    const body = offset + 512;
    if (type === '0' || type === '') {
      files.set(prefix ? `${prefix}/${name}` : name, archive.subarray(body, body + size));
    }
    offset = body + Math.ceil(size / 512) * 512;
  }
  return files;
}

/**
 * A folder and any made above it, 0755 whatever the umask (a root with umask 077 would make them
 * 0700): the unprivileged user reads and runs what root unpacks.
 */
function makeFolder(path: string): void {
  const first = mkdirSync(path, { recursive: true, mode: 0o755 });
  if (first === undefined) return;
  for (let at = path; ; at = dirname(at)) {
    chmodSync(at, 0o755);
    if (at === first || dirname(at) === at) return;
  }
}

function writeReadable(path: string, content: Buffer | string, mode = 0o644): void {
  writeFileSync(path, content, { mode });
  chmodSync(path, mode);
}

/**
 * Unpacks the bundled Chromium and its fonts into `home` once per package version. Each piece is
 * written under a temporary name and renamed into place, so processes starting together (a web
 * process and graders) never run a half-written browser. Folders are 0755 and files 0644 (the
 * browser 0755), whatever the umask.
 */
function unpackBundledChromium(home: string): {
  executablePath: string;
  env: Record<string, string>;
} {
  const { dir } = bundledPackage();
  const executablePath = join(home, 'chromium');
  const fontsDir = join(home, 'fonts');
  const fontsConf = join(home, 'fonts.conf');
  makeFolder(home);
  const partial = (name: string) => `${name}.partial-${process.pid}`;

  if (!existsSync(fontsConf)) {
    const fonts = untar(brotliDecompressSync(readFileSync(join(dir, 'bin', 'fonts.tar.br'))));
    const staging = partial(fontsDir);
    for (const [path, content] of fonts) {
      // Only the font files: the package's own fonts.conf points at serverless folders.
      if (!/\.(ttf|otf)$/i.test(path)) continue;
      const target = join(staging, path.split('/').pop()!);
      makeFolder(dirname(target));
      writeReadable(target, content);
    }
    try {
      rmSync(fontsDir, { recursive: true, force: true });
      renameSync(staging, fontsDir);
    } catch (error) {
      // Another process put the same fonts in place first.
      rmSync(staging, { recursive: true, force: true });
      if (!existsSync(fontsDir)) throw error;
    }
    const conf = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<!-- Written by the grader (packages/grader/src/chromium.ts): the shipped fonts only. -->',
      '<fontconfig>',
      `  <dir>${fontsDir}</dir>`,
      `  <cachedir>${join(home, 'fonts-cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n');
    writeReadable(partial(fontsConf), conf);
    renameSync(partial(fontsConf), fontsConf);
  }
  if (!existsSync(executablePath)) {
    const staging = partial(executablePath);
    // Readable and runnable by the unprivileged user a root grader starts Chromium as.
    writeReadable(
      staging,
      brotliDecompressSync(readFileSync(join(dir, 'bin', 'chromium.br'))),
      0o755,
    );
    renameSync(staging, executablePath);
  }
  return { executablePath, env: { FONTCONFIG_FILE: fontsConf } };
}

/** What of an unpacked Chromium in `home` the user cannot reach (its binary, fonts), or undefined. */
function unreachableHome(user: ChromiumUser, home: string): string | undefined {
  const fontsDir = join(home, 'fonts');
  let fonts: string[] = [];
  try {
    fonts = readdirSync(fontsDir).map((name) => join(fontsDir, name));
  } catch {
    // No fonts there yet: the configuration's check below fails for it.
  }
  return unreachableBy(user, [
    { run: join(home, 'chromium') },
    { read: join(home, 'fonts.conf') },
    { enter: fontsDir },
    ...fonts.map((read) => ({ read })),
  ]);
}

/** `path` itself when it exists, else the nearest folder above it that does. */
function nearestExisting(path: string): string {
  let at = path;
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at);
  return at;
}

/**
 * Whether a folder was made as this process would have made it: a folder (not a symbolic link to
 * one), this process's user's, which nobody else can write. Anything else another user could
 * have put there, with a browser of their choosing inside.
 */
function ownFolder(path: string): boolean {
  try {
    const stat = lstatSync(path);
    return stat.isDirectory() && stat.uid === process.geteuid?.() && (stat.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

/**
 * Whether no other user can replace what lies in `path` (resolved): every folder from the root
 * down is root's or this user's, and is written by none other, or has the sticky bit (as /tmp:
 * others may add names there, not rename or delete ours).
 */
function safeFolders(path: string): boolean {
  let at: string;
  try {
    at = realpathSync(path);
  } catch {
    return false;
  }
  for (;;) {
    const stat = lstatSync(at);
    const owner = stat.uid === 0 || stat.uid === process.geteuid?.();
    if (!stat.isDirectory() || !owner) return false;
    if ((stat.mode & 0o022) !== 0 && (stat.mode & 0o1000) === 0) return false;
    if (at === parse(at).root) return true;
    at = dirname(at);
  }
}

/**
 * The machine-wide home of this version, for a Chromium user who cannot reach the checkout:
 * `<sharedDir>/<version>`, created 0755 by this (root) process. A `sharedDir` or version folder
 * found there that this process would not have made (another user's, writable by others, a
 * link) is not trusted: a fresh folder is made beside it instead (mkdtemp, a name no one could
 * have foreseen; this costs an unpack per start, so the log says so through `passedOver`).
 * Undefined when the folders above `sharedDir` are not safe (another user could swap it).
 */
function sharedHome(
  sharedDir: string,
  version: string,
): { home: string; untrusted?: string } | undefined {
  const parent = dirname(sharedDir);
  if (!safeFolders(parent)) return undefined;
  const base = join(realpathSync(parent), basename(sharedDir));
  try {
    mkdirSync(base, { mode: 0o755 });
    chmodSync(base, 0o755);
  } catch {
    // There already (or not ours to make): whether it can be trusted is checked below.
  }
  const home = join(base, version);
  if (ownFolder(base)) {
    if (!existsSync(home) || ownFolder(home)) return { home };
  }
  const fresh = mkdtempSync(`${base}-`);
  chmodSync(fresh, 0o755);
  return { home: join(fresh, version), untrusted: ownFolder(base) ? home : base };
}

/**
 * Where the bundled Chromium is unpacked: the checkout's cache, unless the user a root grader
 * starts Chromium as cannot reach it there; then the machine-wide folder.
 */
function bundledHome(lookup: ChromiumLookup): { home: string; passedOver: string[] } {
  const { dir, version } = bundledPackage();
  const cache = lookup.cacheDir ?? join(dir, '..', '..', '.cache', 'launchpad-chromium');
  const home = join(cache, version);
  const user = chromiumUserOf(lookup.chromiumUser);
  // Chromium runs as this process's user, who reaches what it unpacks.
  if ('why' in user) return { home, passedOver: [] };
  // Tried before unpacking, so no copy is left where no one uses it.
  let unreachable = unreachableBy(user, [{ enter: nearestExisting(home) }]);
  if (!unreachable) {
    unpackBundledChromium(home);
    unreachable = unreachableHome(user, home);
    if (!unreachable) return { home, passedOver: [] };
  }
  const passedOver = [`${home}: ${user.name} cannot reach ${unreachable}`];
  const shared = sharedHome(lookup.sharedDir ?? SHARED_CHROMIUM_DIR, version);
  if (!shared) {
    // Kept where it is: the grader finds the user out of reach and says so (sandbox.ts).
    return {
      home,
      passedOver: [
        ...passedOver,
        `${lookup.sharedDir ?? SHARED_CHROMIUM_DIR}: a folder above it is not root's alone`,
      ],
    };
  }
  if (shared.untrusted) {
    passedOver.push(`${shared.untrusted}: not made by this user alone (owner, mode or a link)`);
  }
  return { home: shared.home, passedOver };
}

/**
 * The bundled Chromium's environment when `path` is one unpacked here (a test hands its path to a
 * child process as CHROMIUM_PATH): its fonts travel with it.
 */
function bundledEnvOf(path: string): Record<string, string> {
  const conf = join(dirname(path), 'fonts.conf');
  // launchpad-chromium, or a fresh folder made beside the machine-wide one (launchpad-chromium-…).
  return /^launchpad-chromium(-|$)/.test(basename(dirname(dirname(path)))) && existsSync(conf)
    ? { FONTCONFIG_FILE: conf }
    : {};
}

/** The Chromium to start, best first (see above). Unpacking the bundled one takes ~3 s, once. */
export function findChromium(lookup: ChromiumLookup = {}): ChromiumChoice {
  if (lookup.configured) {
    return {
      executablePath: lookup.configured,
      source: 'CHROMIUM_PATH',
      env: bundledEnvOf(lookup.configured),
      passedOver: [],
    };
  }
  const systemPath = lookup.systemPath ?? SYSTEM_CHROMIUM_PATH;
  const system = chromiumStarts(systemPath);
  if (system.ok) return { executablePath: systemPath, source: 'system', env: {}, passedOver: [] };
  const { home, passedOver } = bundledHome(lookup);
  return {
    ...unpackBundledChromium(home),
    source: 'bundled',
    passedOver: [`${systemPath}: ${system.reason}`, ...passedOver],
  };
}
