import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test.ts';
import { signUpViaApi } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { challengeSample, typeInto } from './support/workspace.ts';

const counter = challengeSample('javascript', 'dom-counter', 301);
/** A plausible mistake (the count goes below zero): it passes some tests, not all. */
const wrongCode = readFileSync(
  join('content', 'challenges', counter.topic, counter.slug, 'wrong', 'no-minimum', 'script.js'),
  'utf8',
);
const WRONG_MARK = 'Plausible mistake';
/** Our solution with a line of the learner's own, so the two sides of the diff differ. */
const SOLVED_MARK = '// my own solution';
const solvedCode = `${counter.solution['script.js']!}\n${SOLVED_MARK}\n`;
const GRADING_TIMEOUT = 30_000;

test('after a wrong then a right submission: points, total, diff, history, restore and Next', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaApi(page);
  const solutionUrl = `/api/v1/frontend-challenge/${counter.id}/solution`;
  // Before solving, our solution is not served.
  expect((await page.request.get(solutionUrl)).status()).toBe(403);

  await page.goto(counter.path);
  await typeInto(page, 'script.js', wrongCode);
  await page.getByRole('button', { name: 'Submit' }).click();
  // An unsolved grade keeps the learner in the workspace, with the verdict.
  await expect(page.getByTestId('result-panel').getByRole('heading')).toHaveText(
    /^Not solved yet: /,
    { timeout: GRADING_TIMEOUT },
  );
  await expect(page).toHaveURL(new RegExp(`${counter.path}$`));
  const history = await page.request.get(`/api/v1/fe-submissions?questionId=${counter.id}`);
  const [wrong] = ((await history.json()) as { submissions: { score: number; status: string }[] })
    .submissions;
  expect(wrong).toMatchObject({ status: 'unsolved' });
  expect((await page.request.get(solutionUrl)).status()).toBe(403);

  await page.goto(counter.path);
  await typeInto(page, 'script.js', solvedCode);
  await page.getByRole('button', { name: 'Submit' }).click();
  const panel = page.getByTestId('result-panel');
  // The partial score counted already: this solve adds the rest.
  await expect(
    panel.getByRole('heading', { name: `Solved! +${10 - wrong!.score} points` }),
  ).toBeVisible({ timeout: GRADING_TIMEOUT });
  await expect(panel.getByText('Your challenge points: 10 points')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${counter.path}$`));

  await panel.getByRole('button', { name: 'Compare with our solution' }).click();
  const files = page.getByRole('tablist', { name: 'Files to compare' });
  // It opens on the file the learner changed.
  await expect(files.getByRole('tab', { name: 'script.js' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const mine = page.getByRole('textbox', { name: 'Your code: script.js' });
  const ours = page.getByRole('textbox', { name: 'Our solution: script.js' });
  await expect(mine).toContainText(SOLVED_MARK);
  await expect(mine).toContainText('Math.max(0, count - 1)');
  await expect(ours).toContainText('Math.max(0, count - 1)');
  await expect(ours).not.toContainText(SOLVED_MARK);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Back to the editor' }).click();

  await page.getByRole('tab', { name: 'History' }).click();
  const entries = page.getByTestId('history-submission');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Solved');
  await expect(entries.nth(1)).toContainText('Unsolved');
  await entries.nth(1).getByText('Test results').click();
  await expect(entries.nth(1).getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  page.once('dialog', (dialog) => void dialog.accept());
  await entries.nth(1).getByRole('button', { name: 'Restore this code' }).click();
  await expect(page.getByRole('textbox', { name: 'Code editor: script.js' })).toContainText(
    WRONG_MARK,
  );

  const list = (await (await page.request.get('/api/v1/frontend-challenge')).json()) as {
    id: number;
    topic: string;
    slug: string;
  }[];
  const next = list[list.findIndex((item) => item.id === counter.id) + 1]!;
  await panel.getByRole('link', { name: 'Next challenge' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/frontend-challenges/${next.topic}/${next.slug}/${next.id}$`),
  );
});
