import { messages, XSRF_COOKIE, XSRF_HEADER } from '@launchpad/contract';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectToast } from './support/toasts.ts';

interface Account {
  fullName: string;
  email: string;
  password: string;
}

function newAccount(fullName = 'Kavya Nair'): Account {
  return {
    fullName,
    email: uniqueEmail('auth'),
    password: 'correct horse 42',
  };
}

/** Registers through the API on a request context of its own, so the browser stays logged out. */
async function createAccount(request: APIRequestContext, account: Account): Promise<void> {
  // Any response hands out the anti-forgery cookie that the POST must echo.
  await request.get('/api/auth/config');
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
  const response = await request.post('/api/auth/register', {
    data: { fullName: account.fullName, email: account.email, password: account.password },
    headers: { [XSRF_HEADER]: xsrf },
  });
  expect(response.status()).toBe(201);
}

function panel(page: Page, tab: 'Log In' | 'Sign Up') {
  return page.getByRole('tabpanel', { name: tab });
}

/**
 * Typed at once, as a person does: the Sign Up tab and the submit buttons wait for the app
 * (disabled until it runs), and what was typed before it stays (decision 0020).
 */
async function fillSignUp(page: Page, account: Account) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = panel(page, 'Sign Up');
  await form.getByLabel('Full Name').fill(account.fullName);
  await form.getByLabel('Email Address').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign Up' }).click();
}

async function fillLogIn(page: Page, email: string, password: string) {
  const form = panel(page, 'Log In');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log In' }).click();
}

function userMenuButton(page: Page, account: Account) {
  return page.getByRole('banner').getByRole('button', { name: account.fullName });
}

test.describe('accounts', () => {
  test('a learner signs up, signs out and logs back in', async ({ page }) => {
    const account = newAccount();

    await test.step('sign up', async () => {
      await page.goto('/login');
      await expect(page).toHaveTitle('Log In | Frontend Launchpad');
      await fillSignUp(page, account);

      await expect(page).toHaveURL('/dashboard');
      await expect(userMenuButton(page, account)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    });

    await test.step('sign out', async () => {
      await userMenuButton(page, account).click();
      await page.getByRole('button', { name: 'Sign Out' }).click();

      await expect(page).toHaveURL('/');
      await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
      await expect(userMenuButton(page, account)).toHaveCount(0);
    });

    await test.step('log in', async () => {
      await page.getByRole('link', { name: 'Login' }).click();
      await expect(page).toHaveURL('/login');
      await fillLogIn(page, account.email, account.password);

      await expect(page).toHaveURL('/dashboard');
      await expect(userMenuButton(page, account)).toBeVisible();
    });

    await test.step('the session survives a reload, and /login sends a logged-in user on', async () => {
      await page.goto('/login');
      await expect(page).toHaveURL('/dashboard');
      await expect(userMenuButton(page, account)).toBeVisible();
    });
  });

  test('a wrong password is refused with the reason inline, and no second message', async ({
    page,
    request,
  }) => {
    const account = newAccount();
    await createAccount(request, account);

    await page.goto('/login');
    await fillLogIn(page, account.email, 'not my password');

    await expect(panel(page, 'Log In').getByRole('alert')).toHaveText(messages.invalidCredentials);
    // The server gave its reason: the generic login-failure toast is not shown as well.
    await expect(page.getByText(messages.loginFailed)).toHaveCount(0);
    await expect(page.getByText(messages.invalidCredentials)).toHaveCount(1);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('signing up with an e-mail that has an account shows the server message', async ({
    page,
    request,
  }) => {
    const account = newAccount();
    await createAccount(request, account);

    await page.goto('/login');
    await fillSignUp(page, { ...account, fullName: 'Someone Else' });

    await expectToast(page, messages.emailTaken);
    await expect(page).toHaveURL('/login');
  });

  test('the guard sends a visitor from /profile to /login and back after logging in', async ({
    page,
    request,
  }) => {
    const account = newAccount();
    await createAccount(request, account);

    await page.goto('/profile');

    await expect(page).toHaveURL('/login');
    await expect(page.getByText(messages.loginRequired)).toBeVisible();
    await fillLogIn(page, account.email, account.password);

    await expect(page).toHaveURL('/profile');
    await expect(userMenuButton(page, account)).toBeVisible();
  });

  test('without a Google client id there is no Google button and no call to Google', async ({
    page,
  }) => {
    const googleRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('google.com'))
        googleRequests.push(request.url());
    });
    const config = page.waitForResponse((response) => response.url().endsWith('/api/auth/config'));

    await page.goto('/login');

    expect(await (await config).json()).toEqual({ googleClientId: null });
    await expect(page.getByRole('tab', { name: 'Log In' })).toBeVisible();
    await expect(page.getByText('Continue with Google')).toHaveCount(0);
    expect(googleRequests).toEqual([]);
  });

  test('the login page has no serious accessibility violations on either tab', async ({ page }) => {
    await page.goto('/login');
    await expect(panel(page, 'Log In')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(panel(page, 'Sign Up')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
