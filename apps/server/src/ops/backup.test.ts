import { spawn } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { solidPng } from '../modules/profile/test-images.ts';
import { freePort } from '../testing/free-port.ts';
import { multipartFile } from '../testing/multipart.ts';
import { sampleContact } from '../testing/sample-leads.ts';
import {
  postToProcess,
  scratchServer,
  sessionOf,
  type ServerProcess,
} from '../testing/server-process.ts';
import { CONTENT_DIR } from '../testing/test-app.ts';
import {
  backupName,
  BackupError,
  completeBackups,
  nextBackupDelay,
  pruneBackups,
  restoreBackup,
  scheduleBackups,
  takeBackup,
  type BackupLog,
} from './backup.ts';

/**
 * Backups (README, Backups): a backup taken while the real server process takes writes from 20
 * clients holds every write acknowledged before it began, and a server started on its restore
 * serves them and the uploaded files; a restore never touches a folder with data in it, nor
 * installs a backup that does not match its manifest.
 */
const folders: string[] = [];
const tempFolder = (label: string) => {
  const folder = mkdtempSync(join(tmpdir(), `launchpad-${label}-`));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A small live-looking data folder: a WAL-mode database with rows, two uploads, a secret. */
function sampleDataDir(): { dataDir: string; databaseFile: string } {
  const dataDir = tempFolder('backup-data');
  const databaseFile = join(dataDir, 'app.db');
  const db = new SQLite(databaseFile);
  db.pragma('journal_mode = WAL');
  db.exec('create table notes (id integer primary key, body text not null)');
  const insert = db.prepare('insert into notes (body) values (?)');
  for (let i = 0; i < 50; i += 1) insert.run(`note ${i}`);
  db.close();
  mkdirSync(join(dataDir, 'uploads'));
  writeFileSync(join(dataDir, 'uploads', 'aaaaaaaaaaaaaaaaaaaaaaaa.webp'), 'first photo');
  writeFileSync(join(dataDir, 'uploads', 'bbbbbbbbbbbbbbbbbbbbbbbb.pdf'), '%PDF-1.4 a resume');
  writeFileSync(join(dataDir, 'certificate-secret'), 'a'.repeat(64), { mode: 0o600 });
  return { dataDir, databaseFile };
}

const XSRF = 'backup-test-token';

describe('a backup of the running server (SQLite)', () => {
  const live = scratchServer('backup-live', CONTENT_DIR);
  const restored = scratchServer('backup-restored', CONTENT_DIR);
  const running: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of running) await server.stop();
    live.remove();
    restored.remove();
  });

  it('restores every write acknowledged before it began, and the uploads, while 20 clients write', async () => {
    const port = await freePort();
    running.push(await live.start(port));
    const base = `http://127.0.0.1:${port}`;

    const account = {
      fullName: 'Backed Up',
      email: 'backed-up@example.com',
      password: 'kept safe',
    };
    const registered = await postToProcess(port, '/api/auth/register', account);
    expect(registered.status).toBe(201);
    const { payload, headers } = multipartFile('image', 'me.png', 'image/png', solidPng(64, 64));
    const uploaded = await fetch(`${base}/api/user/upload-image`, {
      method: 'POST',
      headers: {
        ...headers,
        cookie: `XSRF-TOKEN=${XSRF}; ${sessionOf(registered)}`,
        'x-xsrf-token': XSRF,
      },
      body: payload,
    });
    expect(uploaded.status).toBe(201);
    const photoUrl = ((await uploaded.json()) as { url: string }).url;
    const photo = Buffer.from(await (await fetch(`${base}${photoUrl}`)).arrayBuffer());

    // 20 clients send contact messages in a loop until told to stop. A subject is "acknowledged
    // before" only if its 201 arrived before takeBackup was called, and "sent after" only if its
    // request left after the backup had finished.
    let phase: 'before' | 'during' | 'after' = 'before';
    let stopWriting = false;
    let failure: unknown;
    const progress = new EventEmitter();
    const acknowledgedBefore: string[] = [];
    const sentAfter: string[] = [];
    const writtenAfter = Array.from({ length: 20 }, () => 0);
    const write = async (writer: number) => {
      for (let n = 0; !stopWriting; n += 1) {
        const subject = `writer ${writer} message ${n}`;
        const sentIn = phase;
        if (sentIn === 'after') sentAfter.push(subject);
        const response = await postToProcess(port, '/api/contact-messages', {
          ...sampleContact,
          email: `writer-${writer}@example.com`,
          subject,
        });
        const body = await response.text();
        if (response.status !== 201)
          throw new Error(`a write answered ${response.status}: ${body}`);
        if (phase === 'before') acknowledgedBefore.push(subject);
        if (sentIn === 'after') writtenAfter[writer]! += 1;
        progress.emit('write');
      }
    };
    const writers = Array.from({ length: 20 }, (_, writer) =>
      write(writer).catch((error: unknown) => {
        failure = error;
        stopWriting = true;
        progress.emit('write');
      }),
    );
    const until = async (condition: () => boolean) => {
      while (!condition()) {
        if (failure) throw failure;
        await once(progress, 'write');
      }
    };

    await until(() => acknowledgedBefore.length >= 100);
    phase = 'during';
    const backupDir = tempFolder('backup-dir');
    const { folder, manifest } = await takeBackup({
      databaseFile: join(live.dataDir, 'app.db'),
      dataDir: live.dataDir,
      backupDir,
      keep: 7,
    });
    phase = 'after';
    // Every client is answered again after the backup: the server never stopped taking writes.
    await until(() => writtenAfter.every((count) => count > 0));
    stopWriting = true;
    await Promise.all(writers);
    if (failure) throw failure;

    expect(manifest.uploads.files).toBe(1);
    expect(readdirSync(backupDir)).toEqual([basename(folder)]);

    await restoreBackup({
      from: folder,
      dataDir: restored.dataDir,
      databaseFile: join(restored.dataDir, 'app.db'),
    });
    const db = new SQLite(join(restored.dataDir, 'app.db'), {
      readonly: true,
      fileMustExist: true,
    });
    const subjects = new Set(
      db.prepare('select subject from contact_messages').pluck().all() as string[],
    );
    db.close();
    expect(acknowledgedBefore.filter((subject) => !subjects.has(subject))).toEqual([]);
    // One moment's copy: nothing sent once the backup was over is in it.
    expect(sentAfter.filter((subject) => subjects.has(subject))).toEqual([]);

    const restoredPort = await freePort();
    running.push(await restored.start(restoredPort));
    const login = await postToProcess(restoredPort, '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200);
    const restoredPhoto = await fetch(`http://127.0.0.1:${restoredPort}${photoUrl}`);
    expect(restoredPhoto.status).toBe(200);
    expect(Buffer.from(await restoredPhoto.arrayBuffer()).equals(photo)).toBe(true);
  }, 240_000);
});

describe('restore', () => {
  it('puts the database, the uploads and the certificate secret back into an empty folder', async () => {
    const source = sampleDataDir();
    const { folder } = await takeBackup({
      ...source,
      backupDir: tempFolder('backups'),
      keep: 7,
    });
    const dataDir = join(tempFolder('restore'), 'data');
    const manifest = await restoreBackup({
      from: folder,
      dataDir,
      databaseFile: join(dataDir, 'app.db'),
    });

    expect(manifest.uploads).toEqual({ files: 2, bytes: 11 + 17 });
    expect(manifest.certificateSecret).toBe(true);
    const db = new SQLite(join(dataDir, 'app.db'), { readonly: true });
    expect(db.prepare('select count(*) from notes').pluck().get()).toBe(50);
    db.close();
    expect(readFileSync(join(dataDir, 'uploads', 'bbbbbbbbbbbbbbbbbbbbbbbb.pdf'), 'utf8')).toBe(
      '%PDF-1.4 a resume',
    );
    expect(statSync(join(dataDir, 'certificate-secret')).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir).sort()).toEqual(['app.db', 'certificate-secret', 'uploads']);
  });

  it('refuses a folder that already has a database or uploads, and leaves it as it was', async () => {
    const source = sampleDataDir();
    const { folder } = await takeBackup({ ...source, backupDir: tempFolder('backups'), keep: 7 });

    const withDatabase = tempFolder('restore-db');
    writeFileSync(join(withDatabase, 'app.db'), 'live data');
    await expect(
      restoreBackup({
        from: folder,
        dataDir: withDatabase,
        databaseFile: join(withDatabase, 'app.db'),
      }),
    ).rejects.toThrow(/Refusing to restore into .*app\.db/);
    expect(readFileSync(join(withDatabase, 'app.db'), 'utf8')).toBe('live data');
    expect(readdirSync(withDatabase)).toEqual(['app.db']);

    const withUploads = tempFolder('restore-uploads');
    mkdirSync(join(withUploads, 'uploads'));
    writeFileSync(join(withUploads, 'uploads', 'cccccccccccccccccccccccc.webp'), 'live photo');
    await expect(
      restoreBackup({
        from: folder,
        dataDir: withUploads,
        databaseFile: join(withUploads, 'app.db'),
      }),
    ).rejects.toThrow(BackupError);
    expect(readdirSync(withUploads)).toEqual(['uploads']);
    expect(readdirSync(join(withUploads, 'uploads'))).toEqual(['cccccccccccccccccccccccc.webp']);
  });

  it('refuses a backup whose database changed by one byte, before writing anything', async () => {
    const source = sampleDataDir();
    const { folder } = await takeBackup({ ...source, backupDir: tempFolder('backups'), keep: 7 });
    const copy = join(folder, 'app.db');
    const bytes = readFileSync(copy);
    bytes[bytes.length - 100]! ^= 0x01;
    writeFileSync(copy, bytes);

    const dataDir = tempFolder('restore-tampered');
    await expect(
      restoreBackup({ from: folder, dataDir, databaseFile: join(dataDir, 'app.db') }),
    ).rejects.toThrow(/does not match the SHA-256/);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a backup missing an upload, and a folder that is no backup', async () => {
    const source = sampleDataDir();
    const { folder } = await takeBackup({ ...source, backupDir: tempFolder('backups'), keep: 7 });
    rmSync(join(folder, 'uploads', 'aaaaaaaaaaaaaaaaaaaaaaaa.webp'));
    const dataDir = tempFolder('restore-incomplete');
    await expect(
      restoreBackup({ from: folder, dataDir, databaseFile: join(dataDir, 'app.db') }),
    ).rejects.toThrow(/holds 1 files .* lists 2/);
    await expect(
      restoreBackup({ from: source.dataDir, dataDir, databaseFile: join(dataDir, 'app.db') }),
    ).rejects.toThrow(/is not a complete backup/);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('`npm run restore` exits with a failure and says why on a folder with data', async () => {
    const source = sampleDataDir();
    const { folder } = await takeBackup({ ...source, backupDir: tempFolder('backups'), keep: 7 });
    const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/restore-cli.ts', folder], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: source.dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(stderr).toContain(`Restore failed: Refusing to restore into ${source.dataDir}`);
  }, 60_000);
});

describe('backups folder', () => {
  it('keeps the newest BACKUP_KEEP complete backups and deletes older ones', async () => {
    const source = sampleDataDir();
    const backupDir = tempFolder('backups');
    // Left by a backup that died a while ago, and by one that may still be running.
    const stale = join(backupDir, `.partial-${backupName(new Date('2025-01-01'))}-dead`);
    const fresh = join(backupDir, `.partial-${backupName(new Date())}-busy`);
    mkdirSync(stale);
    mkdirSync(fresh);
    const twoDaysAgo = (Date.now() - 2 * 86_400_000) / 1000;
    utimesSync(stale, twoDaysAgo, twoDaysAgo);

    const taken: string[] = [];
    for (const day of ['01', '02', '03', '04']) {
      const { folder, removed } = await takeBackup({
        ...source,
        backupDir,
        keep: 2,
        now: new Date(`2025-03-${day}T02:00:00Z`),
      });
      taken.push(basename(folder));
      expect(removed).toEqual(taken.length > 2 ? [taken[taken.length - 3]] : []);
    }
    expect(await completeBackups(backupDir)).toEqual([taken[3], taken[2]]);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(await pruneBackups(backupDir, 1)).toEqual([taken[2]]);
    expect(readdirSync(backupDir).sort()).toEqual([basename(fresh), taken[3]].sort());
  });

  it('refuses to back up a data folder with no database', async () => {
    const dataDir = tempFolder('backup-empty');
    const backupDir = join(dataDir, 'backups');
    await expect(
      takeBackup({ databaseFile: join(dataDir, 'app.db'), dataDir, backupDir, keep: 7 }),
    ).rejects.toThrow(/There is no database at .*app\.db: is DATA_DIR right\?/);
    expect(existsSync(join(dataDir, 'app.db'))).toBe(false);
    expect(existsSync(backupDir)).toBe(false);
  });
});

describe('BACKUP_EVERY', () => {
  const logged = () => {
    const events = new EventEmitter();
    const lines: Array<{ level: string; message: string; details: Record<string, unknown> }> = [];
    const at = (level: string) => (details: Record<string, unknown>, message: string) => {
      lines.push({ level, message, details });
      events.emit('line');
    };
    const log: BackupLog = { info: at('info'), warn: at('warn'), error: at('error') };
    return { log, lines, events };
  };

  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    stop = undefined;
  });

  it('reads durations, and stops the server at start on a bad one', () => {
    const every = (value?: string) => loadConfig({ BACKUP_EVERY: value }).backup.everyMs;
    expect(every(undefined)).toBeUndefined();
    expect(every('off')).toBeUndefined();
    expect(every('30m')).toBe(30 * 60_000);
    expect(every('90')).toBe(90 * 60_000);
    expect(every('6h')).toBe(6 * 3_600_000);
    expect(every('1d')).toBe(86_400_000);
    for (const bad of ['0', '8d', 'hourly', '6 hours', '-1h']) {
      expect(() => every(bad)).toThrow(ConfigError);
    }
    expect(() => every('soon')).toThrow('Invalid BACKUP_EVERY: must be a duration like 30m');
    const config = loadConfig({ DATA_DIR: '/srv/launchpad' });
    expect(config.backup).toEqual({ dir: '/srv/launchpad/backups', keep: 7, everyMs: undefined });
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow('Invalid BACKUP_KEEP');
  });

  it('is due every interval after the newest backup, at once when there is none', () => {
    const hour = 3_600_000;
    const now = Date.parse('2025-03-01T12:00:00Z');
    expect(nextBackupDelay(undefined, 6 * hour, now)).toBe(0);
    expect(nextBackupDelay(new Date(now - 2 * hour), 6 * hour, now)).toBe(4 * hour);
    expect(nextBackupDelay(new Date(now - 9 * hour), 6 * hour, now)).toBe(0);
    // A backup dated in the future (a clock set back) waits one interval, not longer.
    expect(nextBackupDelay(new Date(now + 48 * hour), 6 * hour, now)).toBe(6 * hour);
  });

  it('takes a backup in the running server and logs it', async () => {
    const source = sampleDataDir();
    const config = loadConfig({ DATA_DIR: source.dataDir, BACKUP_EVERY: '6h', BACKUP_KEEP: '3' });
    const { log, lines, events } = logged();
    const schedule = scheduleBackups(config, log);
    expect(schedule).toBeDefined();
    stop = () => schedule!.stop();
    while (lines.length === 0) await once(events, 'line');

    expect(lines[0]).toMatchObject({ level: 'info', message: 'backup written' });
    const [newest] = await completeBackups(join(source.dataDir, 'backups'));
    expect(lines[0]!.details.folder).toBe(join(source.dataDir, 'backups', newest!));
  });

  it('logs a failed backup as an error', async () => {
    const dataDir = tempFolder('backup-missing');
    const config = loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY: '1d' });
    const { log, lines, events } = logged();
    const schedule = scheduleBackups(config, log)!;
    stop = () => schedule.stop();
    while (lines.length === 0) await once(events, 'line');
    expect(lines[0]).toMatchObject({ level: 'error', message: 'backup failed' });
    expect((lines[0]!.details.err as Error).message).toMatch(/There is no database/);
  });

  it('is skipped with a warning on PostgreSQL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/launchpad',
      BACKUP_EVERY: '1d',
    });
    const { log, lines } = logged();
    expect(scheduleBackups(config, log)).toBeUndefined();
    expect(lines).toEqual([
      {
        level: 'warn',
        message:
          'BACKUP_EVERY is ignored on PostgreSQL: back the database up with pg_dump (README, Backups)',
        details: { setting: 'BACKUP_EVERY' },
      },
    ]);
  });
});
