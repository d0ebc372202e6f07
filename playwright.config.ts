import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium.ts';

/**
 * End-to-end tests run against the real built app (`npm run build` first) served by the real
 * server on its own port and a throw-away data directory, in Debian's Chromium.
 */
// Playwright evaluates this file in the runner and again in each worker: the first evaluation
// picks the port and data folder and leaves them in the environment the workers inherit.
// Ports the system reports free, for the app and the mail catcher (never a guess: a random
// port can be one a local service holds, such as MariaDB's 3306); asked of a child process
// because this file is evaluated synchronously.
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
  ])
    .toString()
    .trim();
process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'launchpad-e2e-'));
process.env.E2E_SMTP_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  // Two spec files at once, each in its own browser, against the one server: every test makes its
  // own accounts and data, so none reads another's. The tests of a file run in order.
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  // Generous for a 2-core CI machine running beside other work (a run beside two busy processes
  // took 3.8 times as long as a quiet one); a passing step returns as soon as it holds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // The app's mails land here (e2e/support/mail.ts reads them); started before the app.
      command: 'node --import tsx e2e/support/mail-catcher.ts',
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        MAIL_CATCHER_PORT: String(smtpPort),
        MAIL_CATCHER_FILE: join(dataDir, 'mails.jsonl'),
      },
    },
    {
      command: 'node apps/server/dist/main.js',
      url: `${baseURL}/api/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        RATE_LIMITS: 'off',
        // The team inbox's e2e signs this account up as its admin.
        ADMIN_EMAILS: 'team-e2e@example.com',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // Where enrollment requests and contact messages are announced to the team.
        TEAM_EMAILS: 'team-inbox-e2e@example.com',
        // Learners are asked to pay here (the payment card's QR code and UPI link).
        UPI_ID: 'launchpad-e2e@okaxis',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
