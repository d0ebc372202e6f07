import { createHash, randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import {
  copyFile,
  link,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  unlink,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import type { Config } from '../config.ts';

/**
 * Backups of a SQLite deployment (README, Backups): the database, the uploaded files and the
 * certificate secret, each backup a folder of its own in BACKUP_DIR with a manifest. A backup is
 * written into a `.partial-` folder and renamed into place once complete, so a folder with a
 * backup's name is always a whole backup. PostgreSQL is backed up with its own tools.
 */

/** The names app.ts gives these in DATA_DIR. */
const UPLOADS = 'uploads';
const CERTIFICATE_SECRET = 'certificate-secret';
const MANIFEST = 'manifest.json';
const PARTIAL_PREFIX = '.partial-';
/** A partial folder this old belongs to a backup that died (a crash, a kill), not one running. */
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;
/** Ends the partial name of an old backup being deleted. */
const DELETING_SUFFIX = '-deleting';
const BACKUP_NAME = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/;

const manifestSchema = z.object({
  format: z.literal('launchpad-backup/1'),
  createdAt: z.iso.datetime(),
  database: z.object({
    file: z.string().regex(/^[A-Za-z0-9._-]+$/),
    bytes: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  uploads: z.object({
    files: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
  }),
  /** Whether the folder holds DATA_DIR's certificate-secret (none when CERTIFICATE_SECRET is set). */
  certificateSecret: z.boolean(),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** A refusal or a damaged backup: the message says what to do, no stack trace needed. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupOptions {
  /** The live SQLite file (DATA_DIR/app.db). */
  databaseFile: string;
  /** DATA_DIR: its uploads and certificate secret are copied too. */
  dataDir: string;
  /** BACKUP_DIR: each backup becomes a folder of its own in here. */
  backupDir: string;
  /** BACKUP_KEEP: the newest this many complete backups stay, older ones are deleted. */
  keep: number;
  /** Names the backup; now unless given. */
  now?: Date;
}

export interface BackupResult {
  folder: string;
  manifest: BackupManifest;
  /** Older backups deleted to keep `keep`. */
  removed: string[];
}

/**
 * Takes a backup while the server keeps running and writing. The database copy is one read
 * transaction of SQLite's online backup API, so it is exactly the database at one moment: every
 * write committed before the backup started is in it. Uploads are copied before and after that
 * moment (files are written before the row that names them and deleted after it is gone), so a
 * file the copied database names is missing only if it was deleted while the backup ran.
 */
export async function takeBackup(options: BackupOptions): Promise<BackupResult> {
  const createdAt = options.now ?? new Date();
  const name = backupName(createdAt);
  await stat(options.databaseFile).catch(() => {
    throw new BackupError(`There is no database at ${options.databaseFile}: is DATA_DIR right?`);
  });
  await mkdir(options.backupDir, { recursive: true, mode: 0o700 });
  // The backup holds every account and the signing secret: only the server's user may read it.
  const partial = join(
    options.backupDir,
    `${PARTIAL_PREFIX}${name}-${randomBytes(4).toString('hex')}`,
  );
  await mkdir(partial, { mode: 0o700 });
  const folder = join(options.backupDir, name);
  let manifest: BackupManifest;
  try {
    const uploadsFrom = join(options.dataDir, UPLOADS);
    const uploadsTo = join(partial, UPLOADS);
    await mkdir(uploadsTo);
    const copied = new Map<string, number>();
    await copyNewFiles(uploadsFrom, uploadsTo, copied);
    const databaseCopy = join(partial, basename(options.databaseFile));
    await snapshotDatabase(options.databaseFile, databaseCopy);
    await copyNewFiles(uploadsFrom, uploadsTo, copied);
    const secret = await copyIfPresent(
      join(options.dataDir, CERTIFICATE_SECRET),
      join(partial, CERTIFICATE_SECRET),
    );
    manifest = {
      format: 'launchpad-backup/1',
      createdAt: createdAt.toISOString(),
      database: {
        file: basename(databaseCopy),
        bytes: (await stat(databaseCopy)).size,
        sha256: await sha256Of(databaseCopy),
      },
      uploads: await folderTotals(uploadsTo),
      certificateSecret: secret,
    };
    await writeDurably(join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await syncFolder(partial);
    await rename(partial, folder);
    await syncFolder(options.backupDir);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  const removed = await pruneBackups(options.backupDir, options.keep);
  return { folder, manifest, removed };
}

export interface RestoreOptions {
  /** A backup folder (BACKUP_DIR/backup-…). */
  from: string;
  /** The DATA_DIR to restore into: it must hold no database, uploads or secret yet. */
  dataDir: string;
  /** The database file the server will open there (DATA_DIR/app.db). */
  databaseFile: string;
}

/**
 * Restores a backup into an empty data folder, never over live data. The backup is checked
 * against its manifest before anything is written; files are staged inside DATA_DIR and moved
 * into place with the database last, each move refusing to replace what is there.
 */
export async function restoreBackup({
  from,
  dataDir,
  databaseFile,
}: RestoreOptions): Promise<BackupManifest> {
  const manifest = await readManifest(from);
  await refuseLiveData(dataDir, databaseFile);

  const backupDatabase = join(from, manifest.database.file);
  const digest = await sha256Of(backupDatabase).catch((error: unknown) => {
    throw new BackupError(`${backupDatabase} cannot be read: ${(error as Error).message}`);
  });
  if (digest !== manifest.database.sha256) {
    throw new BackupError(
      `${backupDatabase} does not match the SHA-256 in ${MANIFEST}: the backup is damaged or was ` +
        'changed. Nothing was restored; use another backup.',
    );
  }
  const uploads = await folderTotals(join(from, UPLOADS));
  if (uploads.files !== manifest.uploads.files || uploads.bytes !== manifest.uploads.bytes) {
    throw new BackupError(
      `${join(from, UPLOADS)} holds ${uploads.files} files (${uploads.bytes} bytes) but ` +
        `${MANIFEST} lists ${manifest.uploads.files} (${manifest.uploads.bytes} bytes): the ` +
        'backup is incomplete. Nothing was restored; use another backup.',
    );
  }

  await mkdir(dataDir, { recursive: true });
  const staging = join(dataDir, `${PARTIAL_PREFIX}restore-${randomBytes(4).toString('hex')}`);
  await mkdir(staging, { mode: 0o700 });
  const placed: string[] = [];
  try {
    await mkdir(join(staging, UPLOADS));
    await copyNewFiles(join(from, UPLOADS), join(staging, UPLOADS), new Map());
    await syncFolder(join(staging, UPLOADS));
    // rename() replaces only an empty folder: uploads the server made meanwhile stop it.
    await rename(join(staging, UPLOADS), join(dataDir, UPLOADS));
    placed.push(join(dataDir, UPLOADS));
    if (manifest.certificateSecret) {
      const secret = join(dataDir, CERTIFICATE_SECRET);
      await copyDurably(join(from, CERTIFICATE_SECRET), join(staging, CERTIFICATE_SECRET));
      await moveWithoutReplacing(join(staging, CERTIFICATE_SECRET), secret);
      placed.push(secret);
    }
    const stagedDatabase = join(staging, basename(databaseFile));
    await copyDurably(backupDatabase, stagedDatabase);
    await moveWithoutReplacing(stagedDatabase, databaseFile);
    placed.push(databaseFile);
    await syncFolder(dataDir);
  } catch (error) {
    // Only what this restore put there goes: the folder is left as found, ready for another try.
    for (const path of placed.reverse()) await rm(path, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return manifest;
}

/**
 * Keeps the newest `keep` complete backups in `backupDir` and deletes the older ones, and any
 * partial folder left by a backup that died long ago. Answers the names it deleted.
 */
export async function pruneBackups(
  backupDir: string,
  keep: number,
  now = Date.now(),
): Promise<string[]> {
  const complete = await completeBackups(backupDir);
  for (const entry of await readdir(backupDir, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory() || !entry.name.startsWith(PARTIAL_PREFIX)) continue;
    const path = join(backupDir, entry.name);
    const modified = await stat(path).then(
      (info) => info.mtimeMs,
      () => now,
    );
    if (entry.name.endsWith(DELETING_SUFFIX) || now - modified > STALE_PARTIAL_MS) {
      await rm(path, { recursive: true, force: true });
    }
  }
  const removed = complete.slice(keep);
  for (const name of removed) {
    // Renamed out of the backups first: a deletion cut short never leaves half a backup
    // that still looks complete.
    const doomed = join(backupDir, `${PARTIAL_PREFIX}${name}${DELETING_SUFFIX}`);
    await rename(join(backupDir, name), doomed);
    await rm(doomed, { recursive: true, force: true });
  }
  return removed;
}

/** The complete backups in `backupDir`, newest first (their names sort by time). */
export async function completeBackups(backupDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(backupDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const complete: string[] = [];
  for (const name of names) {
    if (!BACKUP_NAME.test(name)) continue;
    if (
      await stat(join(backupDir, name, MANIFEST)).then(
        () => true,
        () => false,
      )
    ) {
      complete.push(name);
    }
  }
  return complete.sort().reverse();
}

/** backup-2025-01-31T02-00-00-000Z: the time in the name, sortable and safe on any disk. */
export function backupName(time: Date): string {
  return `backup-${time.toISOString().replace(/[:.]/g, '-')}`;
}

export function backupTime(name: string): Date | undefined {
  const match = BACKUP_NAME.exec(name);
  if (!match) return undefined;
  const [, day, hours, minutes, seconds, millis] = match;
  return new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
}

/** The logger calls the schedule makes (the app's pino logger fits). */
export interface BackupLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface BackupSchedule {
  /** Stops the timer and waits for a backup being written. */
  stop(): Promise<void>;
}

/**
 * BACKUP_EVERY in the running server: a backup whenever one is due, on SQLite. Undefined when
 * off, and on PostgreSQL, which pg_dump backs up (with a warning saying so).
 */
export function scheduleBackups(config: Config, log: BackupLog): BackupSchedule | undefined {
  const everyMs = config.backup.everyMs;
  if (everyMs === undefined) return undefined;
  if (config.database.kind !== 'sqlite') {
    log.warn(
      { setting: 'BACKUP_EVERY' },
      'BACKUP_EVERY is ignored on PostgreSQL: back the database up with pg_dump (README, Backups)',
    );
    return undefined;
  }
  return repeatBackups(
    {
      databaseFile: config.database.file,
      dataDir: config.dataDir,
      backupDir: config.backup.dir,
      keep: config.backup.keep,
    },
    everyMs,
    log,
  );
}

/**
 * How long until the next backup: `everyMs` after the newest one, at once if it is older than that
 * or there is none. Counting from the newest backup rather than from the start means a server
 * restarted more often than `everyMs` (every deploy) still takes its backups.
 */
export function nextBackupDelay(newest: Date | undefined, everyMs: number, now = Date.now()) {
  if (!newest) return 0;
  return Math.min(everyMs, Math.max(0, newest.getTime() + everyMs - now));
}

function repeatBackups(options: BackupOptions, everyMs: number, log: BackupLog): BackupSchedule {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const backUp = async () => {
    const started = Date.now();
    try {
      const { folder, manifest, removed } = await takeBackup(options);
      log.info(
        {
          folder,
          databaseBytes: manifest.database.bytes,
          uploads: manifest.uploads.files,
          removed,
          ms: Date.now() - started,
        },
        'backup written',
      );
    } catch (error) {
      log.error({ err: error, backupDir: options.backupDir }, 'backup failed');
    }
  };
  const wait = (delay: number) => {
    if (stopped) return;
    // unref: a pending backup never keeps the process alive.
    timer = setTimeout(() => {
      running = backUp().finally(() => {
        running = undefined;
        wait(everyMs);
      });
    }, delay);
    timer.unref();
  };
  running = completeBackups(options.backupDir)
    .then(
      ([newest]) => nextBackupDelay(newest ? backupTime(newest) : undefined, everyMs),
      () => 0,
    )
    .then((delay) => {
      running = undefined;
      wait(delay);
    });

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** The driver the copying thread loads: the one this server uses. */
const SQLITE_DRIVER = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * Runs in a worker thread (plain CommonJS: a thread does not share the server's bundle or tsx).
 * All pages are copied in ONE backup step, which reads them in one read transaction: a step of
 * fewer pages lets writes of the server's connection land between steps, and each such write makes
 * SQLite restart the copy, so a busy server could keep it from ever finishing. The thread keeps
 * that step off the event loop that answers requests. WAL lets writers go on meanwhile. The copy
 * is then made a single self-contained file (rollback journal; the server turns WAL back on when
 * it opens it) and checked.
 *
 * The source is opened read-write on purpose: when the server is not running, closing the last
 * connection folds the WAL back in and removes it, where a read-only one would leave -wal and
 * -shm files behind, owned by whoever ran the backup.
 */
const SNAPSHOT_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
(async () => {
  const source = new SQLite(workerData.source, { fileMustExist: true });
  try {
    await source.backup(workerData.destination, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copy = new SQLite(workerData.destination, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error('the copy fails quick_check: ' + check);
  } finally {
    copy.close();
  }
})().then(
  () => parentPort.postMessage({ ok: true }),
  (error) => parentPort.postMessage({ ok: false, message: String((error && error.message) || error) }),
);
`;

function snapshotDatabase(source: string, destination: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SNAPSHOT_THREAD, {
      eval: true,
      workerData: { driver: SQLITE_DRIVER, source, destination },
    });
    worker.once('message', (message: { ok: boolean; message?: string }) => {
      if (message.ok) resolve();
      else reject(new BackupError(`Copying the database ${source} failed: ${message.message}`));
    });
    worker.once('error', reject);
    // Settles nothing after a message: a promise keeps its first outcome.
    worker.once('exit', (code) => reject(new Error(`The database copy thread exited (${code})`)));
  });
}

async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(folder, MANIFEST), 'utf8');
  } catch {
    throw new BackupError(
      `${folder} is not a complete backup (it has no ${MANIFEST}): name a folder that ` +
        '`npm run backup` made in BACKUP_DIR.',
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new BackupError(`${join(folder, MANIFEST)} is not a manifest this server can read.`);
  }
  return parsed.data;
}

async function refuseLiveData(dataDir: string, databaseFile: string): Promise<void> {
  const found: string[] = [];
  for (const file of [
    databaseFile,
    `${databaseFile}-wal`,
    `${databaseFile}-shm`,
    `${databaseFile}-journal`,
    join(dataDir, CERTIFICATE_SECRET),
  ]) {
    if (
      await stat(file).then(
        () => true,
        () => false,
      )
    )
      found.push(file);
  }
  const uploads = join(dataDir, UPLOADS);
  const uploaded = await readdir(uploads).catch(() => []);
  if (uploaded.length > 0) found.push(`${uploads} (${uploaded.length} files)`);
  if (found.length > 0) {
    throw new BackupError(
      `Refusing to restore into ${dataDir}: it already holds ${found.join(', ')}. A restore ` +
        'never overwrites data: stop the server, move that folder aside, and restore into an ' +
        'empty DATA_DIR.',
    );
  }
}

/**
 * Copies the files of `from` that `copied` does not list at their present size. A file still
 * being written when it was first copied is copied again once its size has changed; one deleted
 * meanwhile is skipped.
 */
async function copyNewFiles(from: string, to: string, copied: Map<string, number>): Promise<void> {
  let names: string[];
  try {
    names = await readdir(from);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const name of names) {
    try {
      const info = await stat(join(from, name));
      if (!info.isFile() || copied.get(name) === info.size) continue;
      await copyDurably(join(from, name), join(to, name));
      copied.set(name, info.size);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

async function copyIfPresent(from: string, to: string): Promise<boolean> {
  try {
    await copyDurably(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Copies a file (its mode too) and flushes it to the disk, so a power cut cannot empty it. */
async function copyDurably(from: string, to: string): Promise<void> {
  await copyFile(from, to, constants.COPYFILE_FICLONE);
  const handle = await open(to, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function writeDurably(file: string, text: string): Promise<void> {
  const handle = await open(file, 'wx', 0o600);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes the names in a folder (a rename, a new file) survive a power cut. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Moves a file to a name that must not exist yet: link() refuses to replace one. */
async function moveWithoutReplacing(from: string, to: string): Promise<void> {
  await link(from, to);
  await unlink(from);
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function folderTotals(folder: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(join(folder, entry.name))).size;
  }
  return { files, bytes };
}

/** 12.3 MB: sizes for people. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
