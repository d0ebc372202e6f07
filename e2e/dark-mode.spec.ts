import { expect, test, type Page } from './support/test.ts';
import { signInAsTeam, signUpViaApi } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { challengeSample } from './support/workspace.ts';

const html = (page: Page) => page.locator('html');
const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('dark mode', () => {
  test('the header toggle switches the site to dark, and the choice survives a reload', async ({
    page,
  }) => {
    // The prerendered page's first script, inline in <head> and blocking, carries the theme
    // script (minified): it runs before anything is painted.
    const prerendered = await (await page.request.get('/about')).text();
    const [, firstScript, body] =
      prerendered.match(/<head>[\s\S]*?(<script [^>]*>)([\s\S]*?)<\/script>[\s\S]*<\/head>/) ?? [];
    expect(firstScript).not.toMatch(/\b(src|defer|async|type)=/);
    expect(body).toContain('launchpad:theme');

    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    const lightBackground = await pageBackground(page);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await pageBackground(page)).not.toBe(lightBackground);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

    // Applied by the page's first script, before the app's code runs.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.body !== null);
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'dark',
    );
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

    // Back to light: the system's own theme, so the site follows the system again.
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });

  test('with the system dark and no saved choice the site is dark; the user menu switches it', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signUpViaApi(page, 'Dark Learner');
    await page.goto('/dashboard');
    await expect(html(page)).toHaveClass(/\bdark\b/);

    await page.getByRole('button', { name: /Dark Learner/ }).click();
    // The menu's item, not the header's icon button of the same name.
    await page.getByRole('listitem').getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  });

  test('every page is readable in the dark theme (axe, colour contrast included)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: 'dark' });
    // A prerendered page hydrates in the dark theme without a mismatch (React reports one here).
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const workspace = challengeSample('javascript', 'dom-counter', 301);
    const pages: { path: string; as?: 'learner' | 'team'; wide?: boolean }[] = [
      { path: '/' },
      { path: '/frontend-launchpad' },
      { path: '/about' },
      { path: '/contact' },
      { path: '/login' },
      { path: '/no-such-page' },
      { path: '/dashboard', as: 'learner' },
      { path: '/profile', as: 'learner' },
      { path: '/settings', as: 'learner' },
      { path: '/frontend-challenges', as: 'learner' },
      { path: workspace.path, as: 'learner', wide: true },
      { path: '/admin', as: 'team' },
    ];
    let signedInAs: string | undefined;
    for (const { path, as, wide } of pages) {
      await test.step(path, async () => {
        if (as === 'learner' && signedInAs !== as) await signUpViaApi(page);
        if (as === 'team' && signedInAs !== as) await signInAsTeam(page);
        signedInAs = as;
        if (wide) await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(path);
        await expect(html(page)).toHaveClass(/\bdark\b/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The theme toggle appears once the page knows the theme (after hydration).
        await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    }
    // The not-found page answers 404 and logs the path; nothing else may complain.
    expect(consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([
      '404 Error: User attempted to access non-existent route: /no-such-page',
    ]);
  });
});
