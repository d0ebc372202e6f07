import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContentError } from '@launchpad/content';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { syncChallengeContent } from './modules/challenges/sync.ts';
import { scheduleBackups } from './ops/backup.ts';

/** The built web app and the content sit beside the server bundle in the repository layout. */
const here = dirname(fileURLToPath(import.meta.url));
const defaults = {
  webDistDir: join(here, '..', '..', 'web', 'dist'),
  contentDir: join(here, '..', '..', '..', 'content', 'challenges'),
};

async function main(): Promise<void> {
  const config = loadConfig(process.env, defaults);
  const database = openDatabase(config.database);
  await database.migrate();
  if (config.contentDir) await syncChallengeContent(database.db, config.contentDir);
  const app = await buildApp({ config, database, responseValidation: config.responseValidation });
  // BACKUP_EVERY: this process backs the SQLite database and the uploads up (README, Backups).
  const backups = scheduleBackups(config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // No new backup starts; one being written is finished rather than left partial.
    await backups?.stop();
    app.log.info({ signal }, 'shutting down: finishing in-flight requests, gradings and mails');
    try {
      // Stops accepting, lets in-flight requests finish, then runs onClose: the gradings and the
      // mail in hand finish, or stay pending unclaimed for the next start (app.ts); then the
      // database closes.
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info({ signal }, 'shut down');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.dialect, url: config.publicUrl.href },
    `Frontend Launchpad is serving on http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  // A configuration mistake is the operator's to fix: one line, no stack trace.
  if (error instanceof ConfigError || error instanceof ContentError) {
    console.error(
      `${error instanceof ConfigError ? 'Configuration' : 'Challenge content'} error: ${error.message}`,
    );
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});
