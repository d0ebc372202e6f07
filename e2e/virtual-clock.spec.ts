import { expect, test } from './support/test.ts';
import { signUpViaApi } from './support/accounts.ts';
import { challengeSample, typeInto } from './support/workspace.ts';

/**
 * Issue #29: a challenge whose tests wait for timers runs them on a virtual clock in Run Tests as
 * in the grader (its timers and Date move when the tests say so), while the preview a learner
 * plays with keeps real time.
 */
const stopwatch = challengeSample('react', 'stopwatch-effect-cleanup', 409);

test('Run Tests passes a stopwatch on the virtual clock; the preview keeps real time', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaApi(page);
  await page.goto(stopwatch.path);
  await typeInto(page, 'App.jsx', stopwatch.solution['App.jsx']!);

  await page.getByRole('button', { name: 'Run Tests' }).click();
  await expect(page.getByTestId('test-summary')).toHaveText(/^(\d+)\/\1 passed$/, {
    timeout: 15_000,
  });

  const preview = page.frameLocator('iframe[title="Live preview"]:visible');
  await preview.getByRole('button', { name: 'Start' }).click();
  await expect(preview.getByRole('timer')).not.toHaveText('0.0');
  await expect(preview.getByRole('timer')).toHaveText(/^[1-9]\d*\.\d$/, { timeout: 5_000 });
});
