import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * After a page of the app loads, waits until React has taken it over (App marks <html> with
 * data-hydrated): a prerendered page shows before it answers clicks, and on a busy machine a
 * test that clicks at once would click a page that ignores it.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

function waitAfterLoads(page: Page): Page {
  for (const method of ['goto', 'reload'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    page[method] = (async (...args: unknown[]) => {
      const response = await load(...args);
      if (response?.headers()['content-type']?.startsWith('text/html')) await waitForApp(page);
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
