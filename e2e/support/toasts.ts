import { expect, type Page } from '@playwright/test';

/**
 * Toasts go after 2 s (success) or 4 s (normal and error), as product rules §9 says. On a busy
 * machine the steps between the action and a check can take longer than that, so a check that
 * looks for the toast on screen races its timer. Every page of `./test.ts` therefore notes each
 * status or alert the moment it is shown with its text, as a person reads it when it appears, and
 * `expectToast` asks whether this page has shown it: it waits for a toast still to come and does
 * not miss one already gone.
 *
 * Kept in the tab's sessionStorage, so a toast shown just before a full page load counts too.
 */
const SHOWN_KEY = 'e2e:announcements-shown';

function noteAnnouncements(key: string): void {
  // Learner frames (opaque origins) have no storage, and their statuses are not the app's toasts.
  if (window !== window.top) return;
  const noted = new WeakMap<Element, string>();
  const note = () => {
    for (const element of document.querySelectorAll('[role="status"], [role="alert"]')) {
      const text = (element.textContent ?? '').trim();
      if (text === '' || noted.get(element) === text || !element.checkVisibility()) continue;
      noted.set(element, text);
      try {
        const shown = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
        sessionStorage.setItem(key, JSON.stringify([...shown, text]));
      } catch {
        // Storage blocked: nothing is noted, and expectToast fails saying what it saw.
      }
    }
  };
  new MutationObserver(note).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}

/** Makes `page` note every status and alert it shows (see above); before its first `goto`. */
export async function noteToasts(page: Page): Promise<void> {
  await page.addInitScript(noteAnnouncements, SHOWN_KEY);
}

/** The texts of the statuses and alerts this tab has shown so far, oldest first. */
export async function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate((key) => {
    try {
      return JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
    } catch {
      return [];
    }
  }, SHOWN_KEY);
}

type Text = string | RegExp;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Waits until this tab has shown a toast holding `text` (every part of it, for a toast with a
 * title and a text), whether or not it is still on screen, and returns the first such toast's
 * whole text. A failure lists what the tab showed.
 */
export async function expectToast(
  page: Page,
  text: Text | readonly Text[],
  { timeout }: { timeout?: number } = {},
): Promise<string> {
  const parts: readonly Text[] = Array.isArray(text) ? text : [text as Text];
  const holdsEveryPart = new RegExp(
    parts
      .map(
        (part) =>
          `(?=[\\s\\S]*?(?:${typeof part === 'string' ? escapeRegExp(part) : part.source}))`,
      )
      .join(''),
  );
  await expect
    .poll(() => toastsShown(page), { message: `a toast with ${parts.join(' and ')}`, timeout })
    .toContainEqual(expect.stringMatching(holdsEveryPart));
  return (await toastsShown(page)).find((shown) => holdsEveryPart.test(shown))!;
}
