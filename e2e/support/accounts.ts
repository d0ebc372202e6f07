import { messages } from '@launchpad/contract';
import { expect, type Page } from '@playwright/test';
import { countMailsTo, latestMailTo, linkIn } from './mail.ts';

export const uniqueEmail = (label = 'learner') =>
  `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export async function xsrfHeaders(page: Page): Promise<Record<string, string>> {
  await page.request.get('/api/health');
  const cookies = await page.context().cookies();
  return { 'X-XSRF-TOKEN': cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '' };
}

/** The account playwright.config.ts lists in ADMIN_EMAILS for the e2e server. */
export const TEAM_EMAIL = 'team-e2e@example.com';

export const VERIFY_SUBJECT = /Verify your e-mail address/;

/**
 * Opens the newest verification link mailed to `email` in the page, as the learner would from
 * their mailbox, and waits until the page says the address is verified.
 */
export async function verifyEmailFromMail(page: Page, email: string, newerThan = 0) {
  const mail = await latestMailTo(email, { subject: VERIFY_SUBJECT, newerThan });
  await page.goto(linkIn(mail, '/verify-email'));
  await expect(page.getByText(messages.emailVerified)).toBeVisible();
}

/**
 * Leaves the browser logged in as the team account, its e-mail address verified (the team inbox
 * opens only for a verified ADMIN_EMAILS address). The first tests of a run that need it sign it
 * up and verify it through the mailed link (every run starts with an empty database); two spec
 * files run at once, so two tests may do it together: a link one of them opened may have been
 * replaced by the other's resend. Each goes on until the server says the address is verified.
 */
export async function signInAsTeam(page: Page) {
  const headers = await xsrfHeaders(page);
  const credentials = { email: TEAM_EMAIL, password: 'e2e team password' };
  const registered = await page.request.post('/api/auth/register', {
    data: { fullName: 'Team Member', ...credentials },
    headers,
  });
  const signedUpNow = registered.status() === 201;
  if (!signedUpNow) {
    const loggedIn = await page.request.post('/api/auth/login', { data: credentials, headers });
    if (loggedIn.status() !== 200) {
      throw new Error(`team login failed: ${loggedIn.status()} ${await loggedIn.text()}`);
    }
  }
  for (let attempt = 1; !(await teamIsVerified(page)); attempt++) {
    if (attempt > 3) throw new Error('the team account could not be verified in 3 attempts');
    // The link mailed at sign-up serves the first attempt; any other asks for a new one.
    const askForNewLink = attempt > 1 || !signedUpNow;
    const before = askForNewLink ? countMailsTo(TEAM_EMAIL, { subject: VERIFY_SUBJECT }) : 0;
    if (askForNewLink) {
      const resent = await page.request.post('/api/auth/verify-email/resend', {
        headers: await xsrfHeaders(page),
      });
      if (resent.status() !== 200 && !(await teamIsVerified(page))) {
        throw new Error(`verification resend failed: ${resent.status()} ${await resent.text()}`);
      }
    }
    const link = await latestMailTo(TEAM_EMAIL, { subject: VERIFY_SUBJECT, newerThan: before });
    await page.goto(linkIn(link, '/verify-email'));
    await page.waitForLoadState('networkidle');
  }
}

async function teamIsVerified(page: Page): Promise<boolean> {
  const response = await page.request.get('/api/auth/user');
  const body = (await response.json()) as { user?: { emailVerified?: boolean } | null };
  return body.user?.emailVerified === true;
}

/**
 * Creates an account through the API and leaves the browser logged in as it (the page's request
 * context shares the browser's cookies). Faster than the sign-up form, which auth.spec.ts covers.
 */
export const LEARNER_PASSWORD = 'e2e password 1';

export async function signUpViaApi(page: Page, fullName = 'E2E Learner') {
  const email = uniqueEmail();
  const response = await page.request.post('/api/auth/register', {
    data: { fullName, email, password: LEARNER_PASSWORD },
    headers: await xsrfHeaders(page),
  });
  if (response.status() !== 201) {
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  }
  return { email, fullName, password: LEARNER_PASSWORD };
}
