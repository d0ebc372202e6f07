import { expect, test as base, type Page } from '@playwright/test';
import { noteToasts } from './toasts.ts';

export { expect };
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * Playwright's own test: a test acts as a person does, as soon as a control is painted (issue #27).
 * Public pages work from their first paint; a page behind a login is drawn by the app, so what it
 * shows is live as soon as it is there, and Playwright's locators wait for it. Its page notes the
 * toasts it shows (./toasts.ts), which go by themselves after 2 or 4 s.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await noteToasts(page);
    await use(page);
  },
});

/**
 * Waits until the page has finished loading as a person sees it: the browser's spinner has
 * stopped (no request for half a second) and the header's theme switch has appeared, which the
 * page's scripts draw once they run (on a busy machine they can run well after the last request).
 * For what only the scripts do (the enrollment dialog, its focus and Escape): before them, Enroll
 * Now is a plain link to the enrollment page.
 */
export async function pageFinishedLoading(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^Switch to (dark|light) theme$/ }),
  ).toBeVisible();
}
