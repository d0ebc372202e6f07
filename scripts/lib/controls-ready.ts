// When a page's controls start working, measured the way a visitor on a slow phone meets them
// (issue #27): 4× slower CPU, a slow 4G link (150 ms, 1.6 Mbit/s), 390 px wide. A control works
// from the first paint when the browser alone gives it its behaviour: a link, a <summary>, a
// button with an invoker command or popover target, a field or button of a form that posts by
// itself. Any other (a button only the page's scripts
// drive, or one disabled until they run) works once the app has taken the page over, which the
// app marks on <html> (data-hydrated). Counted as the page was painted, before the scripts ran.
import type { Browser } from '@playwright/test';

export interface ControlTimes {
  /** First contentful paint, ms from navigation. */
  fcp: number;
  /** When the app had taken the page over. */
  hydrated: number;
  /** When every control inside <main> worked; equal to `fcp` when all of them are native. */
  mainControlsWork: number;
  /** When every control of the page, header and footer included, worked. */
  allControlsWork: number;
  nativeControls: number;
  controls: number;
}

declare global {
  interface Window {
    __controlsAtPaint?: { native: number; total: number; mainWaiting: number; allWaiting: number };
    __hydratedAt?: number;
  }
}

/** Runs in the page before its own scripts: counts the controls at paint, notes the takeover. */
const COUNT_CONTROLS_AT_PAINT = `
  const isNative = (control) => {
    // Links, disclosures, and buttons that open or close a dialog or popover by themselves.
    if (control.matches('a[href], summary, button[commandfor], button[popovertarget]')) return true;
    if (control.matches('button:disabled')) return false;
    const form = control.closest('form');
    const postsItself = Boolean(form && form.getAttribute('action') && form.method === 'post');
    return control.matches('input, textarea, select, button[type="submit"]') && postsItself;
  };
  const visible = (control) => {
    const style = getComputedStyle(control);
    const box = control.getBoundingClientRect();
    return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0;
  };
  document.addEventListener('DOMContentLoaded', () => {
    const controls = [
      ...document.querySelectorAll('a[href], summary, button, input:not([type="hidden"]), textarea, select'),
    ].filter(visible);
    const waiting = controls.filter((control) => !isNative(control));
    window.__controlsAtPaint = {
      native: controls.length - waiting.length,
      total: controls.length,
      mainWaiting: waiting.filter((control) => control.closest('main')).length,
      allWaiting: waiting.length,
    };
  });
  new MutationObserver(() => {
    if (window.__hydratedAt === undefined && document.documentElement.hasAttribute('data-hydrated')) {
      window.__hydratedAt = performance.now();
    }
  }).observe(document, { attributes: true, subtree: true });
`;

export async function measureControls(browser: Browser, url: string): Promise<ControlTimes> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  // A string, not a function: tsx names functions with a helper the page does not have.
  await page.addInitScript(COUNT_CONTROLS_AT_PAINT);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__hydratedAt !== undefined, null, { timeout: 60_000 });
  const figures = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    hydrated: window.__hydratedAt!,
    atPaint: window.__controlsAtPaint!,
  }));
  await context.close();
  const { fcp, hydrated, atPaint } = figures;
  return {
    fcp,
    hydrated,
    mainControlsWork: atPaint.mainWaiting > 0 ? hydrated : fcp,
    allControlsWork: atPaint.allWaiting > 0 ? hydrated : fcp,
    nativeControls: atPaint.native,
    controls: atPaint.total,
  };
}
