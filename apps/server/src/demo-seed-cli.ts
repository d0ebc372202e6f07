import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { buildApp } from './app.ts';
import { DemoRefused, seedDemo } from './ops/demo-seed.ts';

/**
 * `npm run demo:seed`: fills an empty database (the one `npm start` would use) with a running demo
 * batch and prints how to look at it. Refuses a database that has any user.
 */
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  GRADER: 'off',
});
const database = openDatabase(config.database);
try {
  await database.migrate();
  const app = await buildApp({ config: { ...config, rateLimits: false }, database });
  await app.ready();
  try {
    const demo = await seedDemo(app, database);
    // The mails it queued (the recording, the announcement) go out when the server runs.
    console.log(`Demo batch #${demo.batchId} with ${demo.classes} classes is ready.\n`);
    console.log('Log in at /login with:');
    for (const account of demo.accounts) {
      console.log(`  ${account.role.padEnd(7)}  ${account.email.padEnd(28)}  ${account.password}`);
    }
    console.log(
      `\nA learner's calendar feed (subscribe to it in a calendar app):\n  ${demo.feedUrl}`,
    );
  } finally {
    await app.close();
  }
} catch (error) {
  console.error(error instanceof DemoRefused ? error.message : error);
  process.exitCode = 1;
  await database.close().catch(() => undefined);
}
