import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

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
}

export const SYSTEM_CHROMIUM_PATH = '/usr/bin/chromium';
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
 * Unpacks the bundled Chromium and its fonts once per package version. Each piece is written
 * under a temporary name and renamed into place, so processes starting together (a web process
 * and graders) never run a half-written browser.
 */
function unpackBundledChromium(cacheDir?: string): {
  executablePath: string;
  env: Record<string, string>;
} {
  const { dir, version } = bundledPackage();
  const home = join(cacheDir ?? join(dir, '..', '..', '.cache', 'launchpad-chromium'), version);
  const executablePath = join(home, 'chromium');
  const fontsDir = join(home, 'fonts');
  const fontsConf = join(home, 'fonts.conf');
  mkdirSync(home, { recursive: true });
  const partial = (name: string) => `${name}.partial-${process.pid}`;

  if (!existsSync(fontsConf)) {
    const fonts = untar(brotliDecompressSync(readFileSync(join(dir, 'bin', 'fonts.tar.br'))));
    const staging = partial(fontsDir);
    for (const [path, content] of fonts) {
      // Only the font files: the package's own fonts.conf points at serverless folders.
      if (!/\.(ttf|otf)$/i.test(path)) continue;
      const target = join(staging, path.split('/').pop()!);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, content);
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
    writeFileSync(partial(fontsConf), conf);
    renameSync(partial(fontsConf), fontsConf);
  }
  if (!existsSync(executablePath)) {
    const staging = partial(executablePath);
    writeFileSync(staging, brotliDecompressSync(readFileSync(join(dir, 'bin', 'chromium.br'))));
    // Readable and runnable by the unprivileged user a root grader starts Chromium as.
    chmodSync(staging, 0o755);
    renameSync(staging, executablePath);
  }
  return { executablePath, env: { FONTCONFIG_FILE: fontsConf } };
}

/**
 * The bundled Chromium's environment when `path` is one unpacked here (a test hands its path to a
 * child process as CHROMIUM_PATH): its fonts travel with it.
 */
function bundledEnvOf(path: string): Record<string, string> {
  const conf = join(dirname(path), 'fonts.conf');
  return basename(dirname(dirname(path))) === 'launchpad-chromium' && existsSync(conf)
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
  const bundled = unpackBundledChromium(lookup.cacheDir);
  return {
    ...bundled,
    source: 'bundled',
    passedOver: [`${systemPath}: ${system.reason}`],
  };
}
