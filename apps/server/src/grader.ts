import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { createGrading, GradingCannotStart } from './modules/challenges/grading-setup.ts';

/**
 * `npm run grader`: a grading worker without the web app (docs/decisions/0008-server-grading.md).
 * It takes jobs from BullMQ when REDIS_URL is set, or pending rows straight from the database
 * otherwise, and writes grades to the same database as the app. Run as many as the load needs,
 * on machines with Chromium; set GRADER=off on the web instances to keep browsers off them.
 */
const here = dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig(
    { ...process.env, GRADER: 'on' },
    { webDistDir: join(here, '..', '..', 'web', 'dist') },
  );
  const log = pino({ level: config.logLevel });
  const database = openDatabase(config.database);
  // Safe from any process (the migrator takes a lock), so a worker may start before the app.
  await database.migrate();
  const grading = createGrading(config, database.db, log, { role: 'worker' });
  await grading.start();
  log.info(
    { queue: config.redisUrl ? 'bullmq' : 'database', concurrency: config.grader.concurrency },
    'grader started',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'grader stopping: finishing the submissions in hand');
    await grading.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  // Why, in one line (no stack: the cause is the machine's, not the code's).
  else if (error instanceof GradingCannotStart) {
    console.error(`The grader could not start: ${error.message}`);
  } else console.error('The grader could not start:', error);
  process.exit(1);
});
