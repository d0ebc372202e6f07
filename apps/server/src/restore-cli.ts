import { ConfigError, loadConfig } from './config.ts';
import { BackupError, formatBytes, restoreBackup } from './ops/backup.ts';

/**
 * `npm run restore FOLDER`: puts a backup that `npm run backup` made into DATA_DIR, which must
 * hold no database, uploads or certificate secret yet (README, Backups). The backup is checked
 * against its manifest's SHA-256 and file counts before anything is written.
 */
const folder = process.argv[2];
try {
  if (!folder || process.argv.length > 3) {
    throw new BackupError(
      'Name one backup folder: npm run restore <BACKUP_DIR>/backup-… (with DATA_DIR set to the ' +
        'empty folder to restore into).',
    );
  }
  const config = loadConfig(process.env);
  if (config.database.kind !== 'sqlite') {
    throw new BackupError(
      'DATABASE_URL is set: this command restores a SQLite backup. Restore PostgreSQL with ' +
        'pg_restore into an empty database (README, Backups).',
    );
  }
  const manifest = await restoreBackup({
    from: folder,
    dataDir: config.dataDir,
    databaseFile: config.database.file,
  });
  console.log(`Restored the backup of ${manifest.createdAt} into ${config.dataDir}`);
  console.log(
    `  database ${manifest.database.file}: ${formatBytes(manifest.database.bytes)}, SHA-256 verified`,
  );
  console.log(`  uploads: ${manifest.uploads.files} files, ${formatBytes(manifest.uploads.bytes)}`);
  if (manifest.certificateSecret) console.log('  certificate secret');
  console.log(`Start the server with DATA_DIR=${config.dataDir}.`);
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(`Restore failed: ${error.message}`);
  } else {
    console.error('Restore failed:', error);
  }
  process.exitCode = 1;
}
