import { expect, test } from './support/test.ts';
import { signUpViaApi } from './support/accounts.ts';
import { challengeSample, typeInto } from './support/workspace.ts';

/**
 * Issue #34 in the workspace: a TypeScript challenge's Run Tests shows the compiler's errors as a
 * failing test with the error and its line; an api challenge's code talks to the fake REST API
 * inside the frame (Run Tests and the preview) with no network; the list reads by module.
 */
const shapes = challengeSample('typescript', 'shape-areas', 601);
const products = challengeSample('api', 'products-loading-states', 501);

test('Run Tests of a TypeScript challenge names a type error and its line', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaApi(page);
  await page.goto(shapes.path);
  await typeInto(page, 'index.ts', shapes.solution['index.ts']!);
  await page.getByRole('button', { name: 'Run Tests' }).click();
  await expect(page.getByTestId('test-summary')).toHaveText(/^(\d+)\/\1 passed$/, {
    timeout: 20_000,
  });
  await expect(page.getByTestId('test-result').first()).toContainText(
    'The code has no type errors',
  );

  const broken = `const total: number = 'all';\n${shapes.solution['index.ts']!}`;
  await typeInto(page, 'index.ts', broken);
  await page.getByRole('button', { name: 'Run Tests' }).click();
  const first = page.getByTestId('test-result').first();
  await expect(first).toContainText(
    "index.ts line 1: Type 'string' is not assignable to type 'number'.",
    { timeout: 20_000 },
  );
  await expect(first.getByLabel('Failed')).toBeVisible();
});

test('an api challenge fetches from the fake API in the preview and in Run Tests', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaApi(page);
  await page.goto(products.path);
  await typeInto(page, 'script.js', products.solution['script.js']!);

  // The preview's data comes from the routes the page declares (index.html), after their delay.
  const preview = page.frameLocator('iframe[title="Live preview"]:visible');
  await expect(preview.getByRole('listitem')).toHaveText(
    ['Masala tea — ₹120', 'Filter coffee — ₹90'],
    {
      timeout: 10_000,
    },
  );

  await page.getByRole('button', { name: 'Run Tests' }).click();
  await expect(page.getByTestId('test-summary')).toHaveText(/^(\d+)\/\1 passed$/, {
    timeout: 20_000,
  });
});

test('the challenge list shows one module at a time', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page);
  await page.goto('/frontend-challenges');
  await page.getByRole('combobox', { name: 'Module' }).selectOption('4');
  await expect(page).toHaveURL(/\?module=4$/);
  const apiModule = page.getByRole('region', { name: 'Module 4: API integration & data fetching' });
  await expect(
    apiModule.getByRole('link', { name: 'Loading, error and empty states' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Module 1:/ })).toHaveCount(0);
});

test('Run Tests checks accessibility with axe-core in the frame, naming what it finds', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaApi(page);
  const signup = challengeSample('api', 'signup-server-errors', 513);
  await page.goto(signup.path);
  await typeInto(page, 'App.jsx', signup.solution['App.jsx']!);
  await page.getByRole('button', { name: 'Run Tests' }).click();
  await expect(page.getByTestId('test-summary')).toHaveText(/^(\d+)\/\1 passed$/, {
    timeout: 20_000,
  });

  const faint = signup.solution['App.jsx']!.replace(
    '<p id={errorId}>',
    '<p id={errorId} style={{ color: "#c8c8c8" }}>',
  );
  await typeInto(page, 'App.jsx', faint);
  await page.getByRole('button', { name: 'Run Tests' }).click();
  const accessibility = page
    .getByTestId('test-result')
    .filter({ hasText: 'has no accessibility problems' });
  await expect(accessibility).toContainText('color-contrast', { timeout: 20_000 });
  await expect(accessibility.getByLabel('Failed')).toBeVisible();
});
