import { messages, XSRF_COOKIE, XSRF_HEADER } from '@launchpad/contract';
import { expect, test } from './support/test.ts';

test.describe('routing', () => {
  test('an unknown path shows the 404 page, logs the path and links home', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    const response = await page.goto('/no-such-page');

    // A real 404 for search engines and link checkers, not a 'soft' one.
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: messages.notFoundTitle }),
    ).toBeVisible();
    // Logged by the app once it runs.
    await expect
      .poll(() => consoleErrors)
      .toContain('404 Error: User attempted to access non-existent route: /no-such-page');

    await page.getByRole('link', { name: messages.returnHome }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Frontend Launchpad Program' })).toBeVisible();
  });

  test('a visitor on the public pages sees no console error (the session check is not one) and no CSP violation', async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // A refused eval that the code catches logs nothing, yet browsers report it (Lighthouse counts it).
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    const sessionChecks: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/auth/user')
        sessionChecks.push(response.status());
    });

    for (const path of ['/', '/frontend-launchpad', '/about', '/contact', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    }

    expect(sessionChecks.length).toBeGreaterThan(0);
    expect(sessionChecks.every((status) => status === 200)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  for (const { path, heading } of [
    { path: '/about', heading: 'About Us' },
    { path: '/frontend-launchpad', heading: 'Frontend Launchpad Program' },
  ]) {
    test(`a deep link to ${path} loads, and loads again on reload`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const title = page.getByRole('heading', { level: 1, name: heading });
      await expect(title).toBeVisible();
      await expect(page).toHaveTitle(`${heading} | Frontend Launchpad`);

      await page.reload();

      await expect(page).toHaveURL(path);
      await expect(title).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(
        `© ${new Date().getFullYear()} Frontend Launchpad. All rights reserved.`,
      );
    });
  }

  test('Programs on another page goes home and scrolls to the featured program', async ({
    page,
  }) => {
    await page.goto('/about');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Programs' })
      .click();

    // '/#featured-program' when the browser followed the link itself (before the app ran).
    await expect(page).toHaveURL(/\/(#featured-program)?$/);
    await expect(page.locator('#featured-program')).toBeInViewport();
  });
});

test.describe('login guard', () => {
  test('a visitor opening /profile lands on /login with the message shown once', async ({
    page,
  }) => {
    await page.goto('/profile');

    await expect(page).toHaveURL('/login');
    const message = page.getByText(messages.loginRequired);
    await expect(message).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(message).toHaveCount(1);
  });

  test('the guard also catches in-app navigation once the visitor is known', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await page.getByRole('button', { name: 'Practice' }).click();
    await page.getByRole('link', { name: 'Frontend', exact: true }).click();

    await expect(page).toHaveURL('/login');
    await expect(page.getByText(messages.loginRequired)).toHaveCount(1);
  });

  test("the guard's message shows below the header and goes away on the next page", async ({
    page,
  }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL('/login');
    const message = page.getByText(messages.loginRequired);
    await expect(message).toBeVisible();

    // Never over the navigation.
    const header = await page.locator('header').first().boundingBox();
    const toast = await message.boundingBox();
    expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

    // An error about an earlier page does not follow the visitor to the next one.
    await page.getByRole('link', { name: 'About Us' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(message).toHaveCount(0);
  });
});

test.describe('session', () => {
  test('a logged-in user gets the user menu and can sign out', async ({ page }) => {
    await page.goto('/');
    const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE);
    const registered = await page.request.post('/api/auth/register', {
      data: {
        fullName: 'Meera Iyer',
        email: `meera-${Date.now()}@example.com`,
        password: 'secret123',
      },
      headers: { [XSRF_HEADER]: xsrf?.value ?? '' },
    });
    expect(registered.status()).toBe(201);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);

    await page.getByRole('button', { name: /Meera Iyer/ }).click();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByText(messages.loginRequired)).toHaveCount(0);
    await page.goto('/profile');
    await expect(page).toHaveURL('/login');
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the drawer replaces the navigation bar, opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();

    await drawer.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/about');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
