import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * Playwright's own test: a test acts as a person does, as soon as a control is painted (issue #27).
 * Public pages work from their first paint; a page behind a login is drawn by the app, so what it
 * shows is live as soon as it is there, and Playwright's locators wait for it.
 */
export const test = base;

/**
 * Waits until the browser has finished loading the page (no request for half a second), as a
 * person waits for the spinner to stop. For what only the page's scripts do (the enrollment
 * dialog, its focus and Escape): before them, Enroll Now is a plain link to the enrollment page.
 */
export async function pageFinishedLoading(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}
