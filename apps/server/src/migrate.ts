import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';

/** `npm run db:migrate`: brings the configured database to the latest schema and exits. */
const config = loadConfig(process.env);
const database = openDatabase(config.database);
try {
  await database.migrate();
  console.log(`Database (${database.dialect}) is at the latest migration.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
