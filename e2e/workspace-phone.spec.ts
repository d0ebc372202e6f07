import { expect, test, type Page } from './support/test.ts';
import { signUpViaApi } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { challengeSample } from './support/workspace.ts';

/**
 * The workspace on a phone (issue #28): 390 × 844 with touch, as a learner with only a phone
 * solves a challenge: reads the instructions, edits code with the on-screen keys, runs the tests,
 * submits and sees the verdict. The spec's sentence stays, as a notice.
 */
const counter = challengeSample('javascript', 'dom-counter', 301);
const GRADING_TIMEOUT = 30_000;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Whether the page scrolls sideways (it must not). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('a learner with a phone reads, edits, runs, submits and sees the verdict', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);
  await page.goto(counter.path);

  await expect(page.getByRole('note')).toHaveText(
    'You need to use a desktop to be able to solve Frontend Challenge.',
  );
  const strip = page.getByRole('tablist', { name: 'Workspace' });
  await expect(strip.getByRole('tab', { name: 'Instructions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Requirements' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousA11yViolations(page);

  await strip.getByRole('tab', { name: 'script.js' }).tap();
  const editor = page.getByRole('textbox', { name: 'Code editor: script.js' });
  await expect(editor).toBeVisible();
  // Text of 16px at least: a phone does not zoom into the editor as it takes the focus.
  expect(
    await editor.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
  ).toBeGreaterThanOrEqual(16);
  await editor.tap();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(counter.solution['script.js']!.trimEnd());
  // The row of keys above the keyboard types into the editor and leaves the focus there.
  const keys = page.getByRole('toolbar', { name: 'Keys for code' });
  await keys.getByRole('button', { name: 'Type ;' }).tap();
  await expect(editor).toBeFocused();
  await expect(editor).toContainText(/;\s*$/);
  await keys.getByRole('button', { name: 'Indent (Tab)' }).tap();
  await expect(editor).toBeFocused();
  expect(await scrollsSideways(page)).toBe(false);

  await page.getByRole('button', { name: 'Run Tests' }).tap();
  await expect(strip.getByRole('tab', { name: /^Tests/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('test-summary')).toHaveText(/^(\d+)\/\1 passed$/, {
    timeout: 15_000,
  });

  await page.getByRole('button', { name: 'Submit' }).tap();
  const verdict = page.getByTestId('result-panel').getByRole('heading');
  await expect(verdict).toHaveText('Solved! +10 points', { timeout: GRADING_TIMEOUT });
  await expect(page.getByTestId('verified-note')).toBeVisible();
  await expect(
    page.getByTestId('result-panel').getByText('Your challenge points: 10 points'),
  ).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoSeriousA11yViolations(page);

  // The preview is a tab of its own, and the draft is kept as on the desktop.
  await strip.getByRole('tab', { name: 'Preview' }).tap();
  await expect(page.locator('iframe[title="Live preview"]:visible')).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousA11yViolations(page);
  await strip.getByRole('tab', { name: 'Instructions' }).tap();
  await expectNoSeriousA11yViolations(page);
});

test('at 360 px no panel of the workspace scrolls the page sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpViaApi(page);
  await page.goto(counter.path);
  const strip = page.getByRole('tablist', { name: 'Workspace' });
  await expect(strip.getByRole('tab')).toHaveCount(5);
  for (const name of ['Instructions', 'index.html', 'script.js', 'Preview', 'Tests']) {
    await strip.getByRole('tab', { name }).tap();
    await expect(strip.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    expect(await scrollsSideways(page), name).toBe(false);
  }
  // Run Tests and Submit sit in the bottom bar, within the screen.
  for (const name of ['Run Tests', 'Submit']) {
    const box = (await page.getByRole('button', { name }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(box.y).toBeGreaterThan(740 - 80);
  }
});

test('a draft typed on the phone is there after a reload', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto(counter.path);
  const strip = page.getByRole('tablist', { name: 'Workspace' });
  await strip.getByRole('tab', { name: 'script.js' }).tap();
  const editor = page.getByRole('textbox', { name: 'Code editor: script.js' });
  await editor.tap();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('\n// typed on a phone');
  await expect(editor).toContainText('// typed on a phone');
  // Autosave after a short pause, as on the desktop.
  await expect
    .poll(() => page.evaluate(() => JSON.stringify(Object.values(localStorage))))
    .toContain('typed on a phone');
  await page.reload();
  await page
    .getByRole('tablist', { name: 'Workspace' })
    .getByRole('tab', { name: 'script.js' })
    .tap();
  await expect(page.getByRole('textbox', { name: 'Code editor: script.js' })).toContainText(
    '// typed on a phone',
  );
});
