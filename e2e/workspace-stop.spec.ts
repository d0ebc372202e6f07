import { expect, test, type Page } from './support/test.ts';
import { signUpViaApi } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { challengeSample, typeInto } from './support/workspace.ts';

const counter = challengeSample('javascript', 'dom-counter', 301);

/** Code the loop guard cannot see: it never yields, so only ending its frame stops it. */
const escapes = {
  eval: "eval('while (true) {}')",
  'new Function': "new Function('while (true) {}')()",
  'an endless promise chain': '(function again() { Promise.resolve().then(again); })()',
};

const status = (page: Page) => page.getByTestId('workspace-status');
const stopButton = (page: Page) => page.getByRole('button', { name: 'Stop', exact: true });
const stoppedNote = (page: Page) => page.locator('[data-preview-stopped]');

test.describe('Stop, the watchdog and the console', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUpViaApi(page);
    await page.goto(counter.path);
    await expect(stopButton(page)).toBeEnabled(); // the preview runs the starter code
  });

  for (const [name, code] of Object.entries(escapes)) {
    test(`Stop ends ${name} at once and the workspace keeps working`, async ({ page }) => {
      // While learner code spins, Playwright's own input and waits are held up by the spinning
      // frame's process (the app's page itself stays responsive: its timers keep their pace), so
      // the page clicks Stop itself, 1 s after the preview shows a frame for the typed code (a
      // fixed time from now raced the typing and the render on a busy machine).
      await page.evaluate(() => {
        const stop = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Stop');
        const shownFrame = () =>
          [...document.querySelectorAll<HTMLElement>('iframe[title="Live preview"]')].find(
            (frame) => frame.style.display !== 'none',
          );
        const before = shownFrame();
        new MutationObserver((_, observer) => {
          const shown = shownFrame();
          if (!shown || shown === before) return;
          observer.disconnect();
          setTimeout(() => stop!.click(), 1000);
        }).observe(document.body, { subtree: true, childList: true, attributeFilter: ['style'] });
      });
      await typeInto(page, 'script.js', code);
      await expect(status(page)).toHaveText('Stopped');
      // Stop's own note, not the watchdog's ('Stopped: Your code stopped responding…'), which
      // would come 3 s after the code stopped answering.
      await expect(stoppedNote(page)).toContainText('Stopped. Edit the code');
      await expect(stopButton(page)).toBeDisabled();

      // The page answers, and the fixed code runs and passes its tests.
      await page.getByRole('tab', { name: 'index.html' }).click();
      await expect(page.getByRole('tab', { name: 'index.html' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await typeInto(page, 'script.js', counter.solution['script.js']!);
      await expect(stoppedNote(page)).toHaveCount(0);
      await page.getByRole('button', { name: 'Run Tests' }).click();
      const results = page.getByRole('region', { name: /Test results/ });
      await expect(results).toContainText(/passed/);
      await expect(results.getByText('Stopped')).toHaveCount(0);
    });
  }

  test('the watchdog ends code that never yields, without Stop, and Restart runs it again', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Open console' }).click();
    await typeInto(page, 'script.js', `console.log('started'); ${escapes['new Function']}`);
    await expect(stoppedNote(page)).toContainText('possible infinite loop');
    await expect(page.getByRole('log')).toContainText('Stopped: Your code stopped responding');
    await expect(status(page)).toHaveText('Stopped');

    await typeInto(page, 'script.js', "console.log('fixed');");
    await expect(page.getByRole('log')).toContainText('fixed');
    await expect(stoppedNote(page)).toHaveCount(0);

    await stopButton(page).click();
    await page.getByRole('button', { name: 'Restart preview' }).click();
    await expect(stoppedNote(page)).toHaveCount(0);
    await expect(page.getByRole('log').getByText('fixed')).toHaveCount(1);
  });

  test('a device slow to start a new frame is not told its code stopped responding', async ({
    page,
  }) => {
    // After Stop every frame is new and needs a new process; here each takes 9 s to load (a slow
    // phone, a busy machine): longer than the 3 s a running frame may stay silent, and than the
    // 8 s a ready test frame has to announce its tests.
    await typeInto(page, 'script.js', counter.solution['script.js']!);
    const preview = page.frameLocator('iframe[title="Live preview"]:visible');
    // The solution runs in the preview once a click counts (the starter's buttons do nothing).
    await expect(async () => {
      await preview.getByRole('button', { name: 'Increment' }).click();
      await expect(preview.locator('#count')).not.toHaveText('0', { timeout: 1_000 });
    }).toPass();
    await page.route(/\/runtime\/frame\.html$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 9_000));
      await route.continue().catch(() => undefined);
    });
    await stopButton(page).click();
    await expect(status(page)).toHaveText('Stopped');

    await page.getByRole('button', { name: 'Restart preview' }).click();
    await page.getByRole('button', { name: 'Run Tests' }).click();
    await expect(page.getByTestId('test-summary')).toHaveText(/^(\d+)\/\1 passed$/, {
      timeout: 30_000,
    });
    await preview.getByRole('button', { name: 'Increment' }).click();
    await expect(preview.locator('#count')).toHaveText('1'); // a new frame, counting from 0
    await expect(stoppedNote(page)).toHaveCount(0);
    await expect(page.getByText(/stopped responding/)).toHaveCount(0);
  });

  test('Stop during Run Tests fails the unfinished tests as stopped', async ({ page }) => {
    // Every test of this challenge waits on the page; the code hangs only in the test frame.
    await typeInto(page, 'script.js', `if (window.innerWidth === 1024) { ${escapes.eval} }`);
    await page.getByRole('button', { name: 'Run Tests' }).click();
    await expect(status(page)).toHaveText('Running tests…');
    await stopButton(page).click();
    await expect(status(page)).toHaveText('Stopped');
    const results = page.getByRole('region', { name: /Test results/ });
    await expect(results.getByText('Stopped').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run Tests' })).toBeEnabled();
  });

  test('the console keeps 1,000 lines and says how many more are hidden', async ({ page }) => {
    await page.getByRole('button', { name: 'Open console' }).click();
    await typeInto(page, 'script.js', "for (let i = 0; i < 1500; i++) console.log('line ' + i);");
    const log = page.getByRole('log');
    await expect(log).toContainText('… 500 more lines hidden');
    await expect(log).toContainText('line 1499');
    await expect(log.getByText('line 499', { exact: true })).toHaveCount(0);
    await expect(log.getByText('line 500', { exact: true })).toHaveCount(1);
    await expect(log.getByRole('listitem')).toHaveCount(1001);
  });

  test('a console.log appears once, also after Run Tests', async ({ page }) => {
    await page.getByRole('button', { name: 'Open console' }).click();
    await typeInto(
      page,
      'script.js',
      `${counter.solution['script.js']}\nconsole.log('hello once');`,
    );
    const log = page.getByRole('log');
    await expect(log.getByText('hello once')).toHaveCount(1);
    await page.getByRole('button', { name: 'Run Tests' }).click();
    await expect(page.getByRole('region', { name: /Test results/ })).toContainText(/passed/);
    await expect(log.getByText('hello once')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });
});
