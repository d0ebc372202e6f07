import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import { signUpViaApi } from './support/accounts.ts';
import { expectToast } from './support/toasts.ts';
import { challengeSample, typeInto } from './support/workspace.ts';

/**
 * The learner's verdict (issue #28): after Submit the learner stays with the server's verdict,
 * failed tests first, hidden ones told by their description alone; every figure of points the
 * workspace announces is the change in the learner's total that the API reports.
 */
const chunk = challengeSample('javascript', 'array-chunk', 303);
const folder = join('content', 'challenges', chunk.topic, chunk.slug);
const read = (file: string) => readFileSync(join(folder, file), 'utf8');
/** Passes every visible test and fails hidden ones: only the grader catches it. */
const visibleOnly = read('wrong/visible-only/script.js');
/** Passes some tests, visible ones too. */
const dropsLeftovers = read('wrong/drops-leftovers/script.js');
const hiddenSource = read('tests.hidden.js');
const hiddenDescriptions = [...hiddenSource.matchAll(/description: "([^"]+)"/g)].map((m) => m[1]!);
const hiddenNames = [...hiddenSource.matchAll(/^test\('([^']+)'/gm)].map((m) => m[1]!);
/** Lines of the hidden tests' code that appear nowhere a learner can read. */
const hiddenCode = hiddenSource
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.length > 20 && !line.startsWith('test(') && !line.startsWith('//'))
  .filter(
    (line) => !read('tests.js').includes(line) && !chunk.solution['script.js']!.includes(line),
  );
const GRADING_TIMEOUT = 30_000;

const verdictHeading = (page: Page) => page.getByTestId('result-panel').getByRole('heading');
/** A toast (role status) with this text. */
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/** The learner's challenge points, as the API reports them. */
async function totalPoints(page: Page): Promise<number> {
  const response = await page.request.get('/api/auth/user');
  const { user } = (await response.json()) as {
    user: { frontendQuestions: { totalScore: number } };
  };
  return user.frontendQuestions.totalScore;
}

/** Submits `code` as script.js and returns the verdict's heading once the server has graded it. */
async function submit(page: Page, code: string, verdict: RegExp): Promise<string> {
  await typeInto(page, 'script.js', code);
  const submitButton = page.getByRole('button', { name: 'Submit' });
  const posted = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/v1/fe-submissions'),
  );
  await submitButton.click();
  await posted;
  // Busy from the click until the verdict is in place (an earlier verdict may still be shown).
  await expect(submitButton).toBeEnabled({ timeout: GRADING_TIMEOUT });
  const heading = verdictHeading(page);
  await expect(heading).toHaveText(verdict);
  return (await heading.textContent()) ?? '';
}

const gainedIn = (verdict: string) => Number(/\(?\+(\d+) points?\)?$/.exec(verdict)![1]);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaApi(page);
});

test('a failing Submit stays in the workspace, failed tests first, hidden ones by their description alone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect(hiddenDescriptions.length).toBe(hiddenNames.length);
  expect(hiddenCode.length).toBeGreaterThan(3);
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => bodies.push(response.text().catch(() => '')));

  await page.goto(chunk.path);
  const verdict = await submit(
    page,
    visibleOnly,
    /^Not solved yet: \d+\/\d+ tests passed \(\+\d+ points?\)$/,
  );
  await expect(page).toHaveURL(new RegExp(`${chunk.path}$`));
  // One message for the submission: its verdict replaced 'All tests passed! Submitting…'.
  await expectToast(page, verdict);
  await expect(toast(page, 'Submitting')).toHaveCount(0);

  const results = page.getByRole('region', { name: 'Test results' });
  await expect(results.getByTestId('verified-note')).toHaveText('Verified by the server');
  const rows = results.getByTestId('test-result');
  const marks = await rows.evaluateAll((items) =>
    items.map((item) => item.querySelector('[aria-label]')!.getAttribute('aria-label')),
  );
  // Failed first, then passed.
  expect(marks.indexOf('Passed')).toBeGreaterThan(0);
  expect(marks.slice(marks.indexOf('Passed')).every((mark) => mark === 'Passed')).toBe(true);
  const failedHidden = rows.filter({ hasText: 'Hidden test' }).filter({
    has: page.getByLabel('Failed'),
  });
  await expect(failedHidden.first()).toBeVisible();
  for (const text of await failedHidden.allTextContents()) {
    expect(hiddenDescriptions.some((description) => text.includes(description))).toBe(true);
  }
  await expect(
    page.getByTestId('result-panel').getByRole('link', { name: /Next challenge/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to challenges' })).toBeVisible();

  // Neither the hidden tests' names nor their code is in anything the server answered.
  const history = await page.request.get(`/api/v1/fe-submissions?questionId=${chunk.id}`);
  const answers = [...(await Promise.all(bodies)), await history.text()].join('\n');
  expect(answers).toContain(hiddenDescriptions[0]!.slice(0, 40));
  for (const secret of [...hiddenNames, ...hiddenCode]) {
    expect(answers, `an answer carries "${secret}"`).not.toContain(secret);
  }
});

test('every figure of points announced is the change in the total; a re-submit announces +0 everywhere', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(chunk.path);
  let total = await totalPoints(page);
  expect(total).toBe(0);

  const partial = await submit(page, dropsLeftovers, /^Not solved yet: /);
  const afterPartial = await totalPoints(page);
  expect(afterPartial - total).toBe(gainedIn(partial));
  expect(gainedIn(partial)).toBeGreaterThan(0);
  total = afterPartial;

  const solved = await submit(page, chunk.solution['script.js']!, /^Solved! \+\d+ points?$/);
  const afterSolve = await totalPoints(page);
  expect(afterSolve - total).toBe(gainedIn(solved));
  expect(afterSolve).toBe(10);
  const panel = page.getByTestId('result-panel');
  await expect(panel.getByTestId('total-points')).toHaveText('Your challenge points: 10 points');

  const again = await submit(
    page,
    `${chunk.solution['script.js']!}\n// again\n`,
    /^Solved! \+0 points$/,
  );
  expect(again).toBe('Solved! +0 points');
  expect(await totalPoints(page)).toBe(afterSolve);
  await expectToast(page, 'Solved! +0 points');
  await expect(page.getByText('Solved! +10 points')).toHaveCount(0);
  await expect(panel.getByTestId('total-points')).toHaveText('Your challenge points: 10 points');

  // The dashboard and the profile read the same figure, each kind of points named.
  await page.goto('/dashboard');
  await expect(page.getByTestId('challenge-points')).toHaveText('10');
  await expect(page.getByText('Referral points', { exact: true })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByTestId('total-points')).toHaveText('10');
});

test('a runaway loop or a syntax error at the top level is reported as such', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(chunk.path);
  const results = page.getByRole('region', { name: 'Test results' });
  for (const [code, reason] of [
    // The loop stops the script before `chunk` is defined: the tests then cannot find it.
    [
      `while (true) {}\nconst chunk = (array, size) => [array, size];`,
      'Possible infinite loop on line 1',
    ],
    [`${chunk.solution['script.js']!}\nfunction broken( {`, 'SyntaxError'],
  ] as const) {
    await typeInto(page, 'script.js', code);
    await page.getByRole('button', { name: 'Run Tests' }).click();
    const firstFailure = results.getByTestId('test-result').first();
    await expect(firstFailure).toContainText(
      'Your code stopped with an error before the tests ran:',
      { timeout: 15_000 },
    );
    await expect(firstFailure).toContainText(reason);
    await expect(page.getByRole('button', { name: 'Run Tests' })).toBeEnabled();
  }
});
