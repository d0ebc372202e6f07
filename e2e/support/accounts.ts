import type { Page } from '@playwright/test';

export const uniqueEmail = (label = 'learner') =>
  `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function xsrfHeaders(page: Page): Promise<Record<string, string>> {
  await page.request.get('/api/health');
  const cookies = await page.context().cookies();
  return { 'X-XSRF-TOKEN': cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '' };
}

/** The account playwright.config.ts lists in ADMIN_EMAILS for the e2e server. */
export const TEAM_EMAIL = 'team-e2e@example.com';

/**
 * Leaves the browser logged in as the team account: signed up by the first test of a run that
 * needs it (every run starts with an empty database), logged in by the ones after.
 */
export async function signInAsTeam(page: Page) {
  const headers = await xsrfHeaders(page);
  const credentials = { email: TEAM_EMAIL, password: 'e2e team password' };
  const registered = await page.request.post('/api/auth/register', {
    data: { fullName: 'Team Member', ...credentials },
    headers,
  });
  if (registered.status() === 201) return;
  const loggedIn = await page.request.post('/api/auth/login', { data: credentials, headers });
  if (loggedIn.status() !== 200) {
    throw new Error(`team login failed: ${loggedIn.status()} ${await loggedIn.text()}`);
  }
}

/**
 * Creates an account through the API and leaves the browser logged in as it (the page's request
 * context shares the browser's cookies). Faster than the sign-up form, which auth.spec.ts covers.
 */
export async function signUpViaApi(page: Page, fullName = 'E2E Learner') {
  const email = uniqueEmail();
  const response = await page.request.post('/api/auth/register', {
    data: { fullName, email, password: 'e2e password 1' },
    headers: await xsrfHeaders(page),
  });
  if (response.status() !== 201) {
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  }
  return { email, fullName };
}
