import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * After a page behind a login loads, waits until React has rendered it (App marks <html> with
 * data-hydrated): the server sends an empty shell for those pages.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Whether the server sent the app's empty shell (a page behind a login), which shows nothing a
 * person can use until the app has rendered it. A public page comes rendered, and a person acts on
 * it as soon as it is painted (issue #27): nothing is waited for there.
 */
async function isAppShell(response: Awaited<ReturnType<Page['goto']>>): Promise<boolean> {
  if (!response?.headers()['content-type']?.startsWith('text/html')) return false;
  return (await response.text()).includes('<div id="root"></div>');
}

/**
 * Waits until the browser has finished loading the page (no request for half a second), as a
 * person waits for the spinner to stop. For what only the page's scripts do (the enrollment
 * dialog, its focus and Escape): before them, Enroll Now is a plain link to the enrollment page.
 */
export async function pageFinishedLoading(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

function waitAfterLoads(page: Page): Page {
  for (const method of ['goto', 'reload'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    page[method] = (async (...args: unknown[]) => {
      const response = await load(...args);
      if (await isAppShell(response)) await waitForApp(page);
      return response;
    }) as Page[typeof method];
  }
  return page;
}

/**
 * Playwright's test, whose pages wait for the app after each load: the test's own page, and the
 * pages a test opens itself (another context, a visitor's second browser window).
 */
export const test = base.extend<object, { appBrowser: void }>({
  page: async ({ page }, use) => {
    await use(waitAfterLoads(page));
  },
  context: async ({ context }, use) => {
    context.on('page', waitAfterLoads);
    await use(context);
  },
  // Worker-scoped, like the browser it patches: newPage and newContext hand out waiting pages.
  appBrowser: [
    async ({ browser }, use) => {
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (...args) => waitAfterLoads(await newPage(...args));
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        // Without JavaScript nothing takes the page over: there is nothing to wait for.
        if (args[0]?.javaScriptEnabled !== false) context.on('page', waitAfterLoads);
        return context;
      };
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
