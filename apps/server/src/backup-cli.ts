import { ConfigError, loadConfig } from './config.ts';
import { BackupError, formatBytes, takeBackup } from './ops/backup.ts';

/**
 * `npm run backup`: one backup of the SQLite database, the uploads and the certificate secret into
 * a new folder in BACKUP_DIR, then the oldest beyond BACKUP_KEEP deleted (README, Backups). Safe
 * while the server runs; a cron job can run it, or the server itself with BACKUP_EVERY.
 */
try {
  const config = loadConfig(process.env);
  if (config.database.kind !== 'sqlite') {
    throw new BackupError(
      'DATABASE_URL is set: this command backs up the SQLite database. Back PostgreSQL up with ' +
        'pg_dump (README, Backups).',
    );
  }
  const { folder, manifest, removed } = await takeBackup({
    databaseFile: config.database.file,
    dataDir: config.dataDir,
    backupDir: config.backup.dir,
    keep: config.backup.keep,
  });
  console.log(`Backup written to ${folder}`);
  console.log(
    `  database ${manifest.database.file}: ${formatBytes(manifest.database.bytes)}, ` +
      `SHA-256 ${manifest.database.sha256}`,
  );
  console.log(`  uploads: ${manifest.uploads.files} files, ${formatBytes(manifest.uploads.bytes)}`);
  if (manifest.certificateSecret) console.log('  certificate secret');
  if (removed.length > 0) {
    console.log(
      `Deleted ${removed.length} older (keeping ${config.backup.keep}): ${removed.join(', ')}`,
    );
  }
} catch (error) {
  // A refusal or a setting to fix is one line; anything else keeps its stack for a bug report.
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(`Backup failed: ${error.message}`);
  } else {
    console.error('Backup failed:', error);
  }
  process.exitCode = 1;
}
