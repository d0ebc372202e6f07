import { readFile } from 'node:fs/promises';
import { messages, XSRF_COOKIE, XSRF_HEADER } from '@launchpad/contract';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { signUpViaApi, uniqueEmail, VERIFY_SUBJECT, xsrfHeaders } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectToast } from './support/toasts.ts';
import { countMailsTo, latestMailTo, linkIn } from './support/mail.ts';

const RESET_SUBJECT = /Reset your Frontend Launchpad password/;

/** Logs in through a request context of its own; the status says whether the password works. */
async function apiLogInStatus(request: APIRequestContext, email: string, password: string) {
  await request.get('/api/health');
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
  const response = await request.post('/api/auth/login', {
    data: { email, password },
    headers: { [XSRF_HEADER]: xsrf },
  });
  return response.status();
}

async function createAccount(request: APIRequestContext, email: string, password: string) {
  await request.get('/api/health');
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
  const response = await request.post('/api/auth/register', {
    data: { fullName: 'Rohan Mehta', email, password },
    headers: { [XSRF_HEADER]: xsrf },
  });
  expect(response.status()).toBe(201);
}

function logInPanel(page: Page) {
  return page.getByRole('tabpanel', { name: 'Log In' });
}

async function fillLogIn(page: Page, email: string, password: string) {
  const form = logInPanel(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log In' }).click();
}

function verifyBanner(page: Page) {
  return page.getByRole('region', { name: 'E-mail verification' });
}

async function openSecurity(page: Page) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page).toHaveURL('/settings?tab=security');
  return page.getByRole('tabpanel', { name: 'Security' });
}

test.describe('trusted accounts', () => {
  test('a new learner verifies the e-mail address through the mailed link', async ({ page }) => {
    const email = uniqueEmail('verify');
    const password = 'verify me 42';

    await test.step('sign up: the banner asks to verify', async () => {
      await page.goto('/login');
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      const form = page.getByRole('tabpanel', { name: 'Sign Up' });
      await form.getByLabel('Full Name').fill('Isha Kapoor');
      await form.getByLabel('Email Address').fill(email);
      await form.getByLabel('Password', { exact: true }).fill(password);
      await form.getByLabel('Confirm Password', { exact: true }).fill(password);
      await form.getByRole('button', { name: 'Sign Up' }).click();

      await expect(page).toHaveURL('/dashboard');
      await expect(verifyBanner(page)).toContainText(messages.verifyEmailBanner);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('the banner sends a new link', async () => {
      // The sign-up mail first, so the count below is the one before Resend.
      await latestMailTo(email, { subject: VERIFY_SUBJECT });
      const before = countMailsTo(email, { subject: VERIFY_SUBJECT });
      await verifyBanner(page).getByRole('button', { name: 'Resend' }).click();
      await expect(page.getByText(messages.verificationSent)).toBeVisible();
      await latestMailTo(email, { subject: VERIFY_SUBJECT, newerThan: before });
    });

    await test.step('the mailed link verifies the address, and the banner is gone', async () => {
      const mail = await latestMailTo(email, { subject: VERIFY_SUBJECT });
      await page.goto(linkIn(mail, '/verify-email'));

      await expect(page.getByText(messages.emailVerified)).toBeVisible();
      await expect(verifyBanner(page)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: 'Go to your dashboard' }).click();
      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('region', { name: 'Frontend Launchpad' })).toBeVisible();
      await expect(verifyBanner(page)).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('region', { name: 'Frontend Launchpad' })).toBeVisible();
      await expect(verifyBanner(page)).toHaveCount(0);
    });

    await test.step('the link works once', async () => {
      const mail = await latestMailTo(email, { subject: VERIFY_SUBJECT });
      await page.goto(linkIn(mail, '/verify-email'));
      await expect(page.getByText(messages.invalidOrExpiredLink)).toBeVisible();
    });
  });

  test('a forgotten password is reset through the mailed link', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const email = uniqueEmail('reset');
    const oldPassword = 'old password 1';
    const newPassword = 'brand new password 2';
    const setup = await playwright.request.newContext({ baseURL });
    await createAccount(setup, email, oldPassword);
    await setup.dispose();

    await test.step('ask for a link from the login page', async () => {
      await page.goto('/login');
      await logInPanel(page).getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL('/forgot-password');
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expectToast(page, messages.resetRequested);
    });

    const link = linkIn(await latestMailTo(email, { subject: RESET_SUBJECT }), '/reset-password');

    await test.step('set a new password: logged in on the dashboard', async () => {
      await page.goto(link);
      await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Set new password' }).click();

      await expect(page).toHaveURL('/dashboard');
      await expectToast(page, messages.passwordResetDone);
      await expect(
        page.getByRole('banner').getByRole('button', { name: 'Rohan Mehta' }),
      ).toBeVisible();
      // Opening the mailed link proved the address too.
      await expect(verifyBanner(page)).toHaveCount(0);
    });

    await test.step('the link works once', async () => {
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill('another password 3');
      await page.getByLabel('Confirm password', { exact: true }).fill('another password 3');
      await page.getByRole('button', { name: 'Set new password' }).click();
      const alert = page.getByRole('alert').filter({ hasText: messages.invalidOrExpiredLink });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('the old password no longer works, the new one does', async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Rohan Mehta' }).click();
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
      await page.goto('/login');
      await fillLogIn(page, email, oldPassword);
      await expect(logInPanel(page).getByRole('alert')).toHaveText(messages.invalidCredentials);

      await fillLogIn(page, email, newPassword);
      await expect(page).toHaveURL('/dashboard');
    });
  });

  test('a learner changes the password in Settings, Security', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const learner = await signUpViaApi(page, 'Farah Khan');
    const newPassword = 'changed password 9';
    const security = await openSecurity(page);
    await expectNoSeriousA11yViolations(page);
    const form = security.getByRole('region', { name: 'Change password' });

    await form.getByLabel('Current password', { exact: true }).fill('not the password');
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText(messages.wrongCurrentPassword)).toBeVisible();

    await form.getByLabel('Current password', { exact: true }).fill(learner.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(messages.passwordChanged)).toBeVisible();
    await expect(form.getByLabel('Current password', { exact: true })).toHaveValue('');

    const other = await playwright.request.newContext({ baseURL });
    expect(await apiLogInStatus(other, learner.email, learner.password)).toBe(401);
    expect(await apiLogInStatus(other, learner.email, newPassword)).toBe(200);
    await other.dispose();
  });

  test('a second device shows in the sessions list and can be signed out', async ({
    page,
    browser,
    baseURL,
  }) => {
    const learner = await signUpViaApi(page, 'Dev Sharma');
    const otherContext = await browser.newContext({
      baseURL,
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    });
    const otherPage = await otherContext.newPage();
    const loggedIn = await otherPage.request.post('/api/auth/login', {
      data: { email: learner.email, password: learner.password },
      headers: await xsrfHeaders(otherPage),
    });
    expect(loggedIn.status()).toBe(200);
    expect((await otherPage.request.get('/api/account/sessions')).status()).toBe(200);

    const security = await openSecurity(page);
    const devices = security.getByRole('list', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
    const otherDevice = devices.getByRole('listitem').filter({ hasNotText: 'This device' });
    await expect(otherDevice).toContainText('Last active');

    await otherDevice.getByRole('button', { name: 'Sign out' }).click();

    await expect(page.getByText(messages.sessionEnded)).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(security.getByText('No other device is signed in.')).toBeVisible();
    // The other browser's next call finds its session gone.
    expect((await otherPage.request.get('/api/account/sessions')).status()).toBe(401);
    await otherPage.goto('/settings');
    await expect(otherPage).toHaveURL('/login');
    await otherContext.close();
  });

  test("an unverified learner's page does not move when the e-mail banner shows", async ({
    page,
  }) => {
    // Shifts of what is in the page's main part (the tabs a learner is about to tap), as the
    // browser records them from the first paint.
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { mainShifts: string[] }).mainShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          sources: Array<{ node: Node | null }>;
        }>) {
          for (const { node } of entry.sources) {
            if (node && document.getElementById('main')?.contains(node)) {
              shifts.push(node.textContent?.slice(0, 40) ?? '');
            }
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await signUpViaApi(page, 'Meera Iyer');
    await page.goto('/settings');
    await expect(page.getByRole('tab', { name: 'Security' })).toBeVisible();
    await expect(verifyBanner(page)).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Profile' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { mainShifts: string[] }).mainShifts),
    ).toEqual([]);
  });

  test('a learner downloads everything stored about them as JSON', async ({ page }) => {
    const learner = await signUpViaApi(page, 'Lata Pillai');
    const security = await openSecurity(page);

    const downloading = page.waitForEvent('download');
    await security.getByRole('link', { name: 'Download my data' }).click();
    const download = await downloading;

    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const path = await download.path();
    const data: unknown = JSON.parse(await readFile(path, 'utf8'));
    expect(JSON.stringify(data)).toContain(learner.email);
  });

  test('a learner deletes the account after typing the e-mail address', async ({ page }) => {
    const learner = await signUpViaApi(page, 'Omar Siddiqui');
    const security = await openSecurity(page);
    const section = security.getByRole('region', { name: 'Delete my account' });
    const button = section.getByRole('button', { name: 'Delete my account' });

    await expect(button).toBeDisabled();
    await section.getByLabel(/To confirm, type your e-mail address/).fill(learner.email);
    await expect(button).toBeEnabled();
    await button.click();

    await expect(page).toHaveURL('/');
    await expect(page.getByText(messages.accountDeleted)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto('/login');
    await fillLogIn(page, learner.email, learner.password);
    await expect(logInPanel(page).getByRole('alert')).toHaveText(messages.invalidCredentials);
    await expect(page).toHaveURL('/login');
  });
});
