import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, listing
 * each rule with the elements it flagged.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Evaluated rather than added with page.addScriptTag: the app's Content-Security-Policy blocks
  // inline scripts, and a test should not have to switch it off (bypassCSP) to be checked.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // Colours as they settle, not half-way through a transition: a filter button just pressed
    // fades from white to indigo in 150 ms, and axe caught its white text on a pale background
    // once on a busy machine. Endless animations (spinners) cannot finish, and need not.
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // an infinite animation
      }
    }
    const { axe } = window as unknown as { axe: { run: () => Promise<AxeResults> } };
    const results = await axe.run();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
  expect(violations).toEqual([]);
}
