import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import { signUpViaApi } from './support/accounts.ts';
import { expectToast } from './support/toasts.ts';
import { typeInto } from './support/workspace.ts';

const content = join(process.cwd(), 'content', 'challenges');

/** The sample challenge of each topic, with its reference solution read from content/. */
const samples = [
  { topic: 'html', slug: 'page-outline', id: 101 },
  { topic: 'css', slug: 'center-card', id: 201 },
  { topic: 'javascript', slug: 'dom-counter', id: 301 },
  { topic: 'react', slug: 'click-counter', id: 401 },
].map((sample) => {
  const folder = join(content, sample.topic, sample.slug);
  const solution = Object.fromEntries(
    readdirSync(join(folder, 'solution')).map((file) => [
      file,
      readFileSync(join(folder, 'solution', file), 'utf8'),
    ]),
  );
  return {
    ...sample,
    path: `/frontend-challenges/${sample.topic}/${sample.slug}/${sample.id}`,
    solution,
  };
});

/**
 * Records every text the workspace's status strip shows from now on. The strip reads 'Checking
 * your solution...' only while the server grades, which on a fast run is shorter than one of
 * Playwright's polls; the record keeps it for the assertion.
 */
async function recordStatusStrip(page: Page) {
  await page.getByTestId('workspace-status').evaluate((strip) => {
    const seen: string[] = [];
    (window as unknown as { statusSeen: string[] }).statusSeen = seen;
    new MutationObserver(() => seen.push(strip.textContent ?? '')).observe(strip, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { statusSeen: string[] }).statusSeen);
}

/** The challenge list's row of one challenge. */
async function listRow(page: Page, sample: { topic: string; slug: string }) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: await readTitle(sample), exact: true }) });
}

/** How long the server may take to grade in Chromium on a loaded machine (it answers 202 at 5 s). */
const GRADING_TIMEOUT = 30_000;

test.describe('challenge workspace', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUpViaApi(page);
  });

  test('a learner solves one challenge of each topic and sees the ticks and counts', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const sample of samples) {
      await page.goto(sample.path);
      await expect(
        page.getByRole('heading', { level: 1, name: await readTitle(sample) }),
      ).toBeVisible();
      for (const [file, text] of Object.entries(sample.solution)) await typeInto(page, file, text);

      await page.getByRole('button', { name: 'Run Tests' }).click();
      const summary = page.getByTestId('test-summary');
      await expect(summary).toHaveText(/^(\d+)\/\1 passed$/, { timeout: 15_000 });

      await page.getByRole('button', { name: 'Submit' }).click();
      // A solve keeps the learner in the workspace, with the result panel.
      await expect(
        page.getByRole('heading', { level: 2, name: /^Solved! \+\d+ points$/ }),
      ).toBeVisible({
        timeout: 15_000,
      });
      await page.getByRole('link', { name: 'Back to challenges' }).click();
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: await readTitle(sample), exact: true }) });
      await expect(row.getByLabel('Solved')).toBeVisible();
    }

    await page.goto('/dashboard');
    await expect(page.getByTestId('challenges-solved-total')).toContainText(/^4\//);
    for (const topic of ['html', 'css', 'javascript', 'react']) {
      await expect(page.getByTestId(`challenges-solved-${topic}`)).toContainText(/^1\//);
    }
  });

  test('the server checks a submitted reference solution and the verified result counts', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const sample = samples[0]!;
    await page.goto(sample.path);
    await expect(
      page.getByRole('heading', { level: 1, name: await readTitle(sample) }),
    ).toBeVisible();
    for (const [file, text] of Object.entries(sample.solution)) await typeInto(page, file, text);
    const statusTexts = await recordStatusStrip(page);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Solved! +10 points', { timeout: GRADING_TIMEOUT });
    expect(await statusTexts()).toContain('Checking your solution...');
    await page.getByRole('link', { name: 'Back to challenges' }).click();
    await expect((await listRow(page, sample)).getByLabel('Solved')).toBeVisible();
  });

  test('a forged test report from the learner code does not make it solved', async ({ page }) => {
    test.setTimeout(90_000);
    const sample = samples[2]!;
    const starter = readFileSync(
      join(content, sample.topic, sample.slug, 'starter', 'script.js'),
      'utf8',
    );
    const forgery = [
      starter,
      '// Claims every test passed, the way the test harness would report it.',
      'parent.postMessage({ channel: window.__launchpad.channel, type: "tests-done", ' +
        'results: [{ name: "x", passed: true, message: "" }] }, "*");',
    ].join('\n');
    await page.goto(sample.path);
    await expect(
      page.getByRole('heading', { level: 1, name: await readTitle(sample) }),
    ).toBeVisible();
    await typeInto(page, 'script.js', forgery);
    const statusTexts = await recordStatusStrip(page);

    await page.getByRole('button', { name: 'Submit' }).click();
    const verdict = await expectToast(
      page,
      /^Not solved yet: \d+\/\d+ tests passed \(\+\d+ points?\)$/,
      { timeout: GRADING_TIMEOUT },
    );
    const [, passed, total] = /(\d+)\/(\d+)/.exec(verdict)!;
    expect(Number(passed)).toBeLessThan(Number(total));
    expect(await statusTexts()).toContain('Checking your solution...');

    // The learner stays with the verdict; the list is one click away.
    await expect(page.getByTestId('result-panel')).toBeVisible();
    await page.getByRole('link', { name: 'Back to challenges' }).click();
    await expect(page).toHaveURL(/\/frontend-challenges$/);
    const row = await listRow(page, sample);
    await expect(row).toBeVisible();
    await expect(row.getByLabel('Solved')).toHaveCount(0);
    // What the server stored: its own verdict, not the forged report.
    const history = await page.request.get(`/api/v1/fe-submissions?questionId=${sample.id}`);
    expect(history.status()).toBe(200);
    const {
      submissions: [latest],
    } = (await history.json()) as { submissions: { status: string; verified: boolean }[] };
    expect(latest).toMatchObject({ status: 'unsolved', verified: true });
  });

  test('a partial submission shows in the list as attempted, with its best score', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const sample = samples[3]!;
    const wrong = readFileSync(
      join(content, sample.topic, sample.slug, 'wrong', 'stuck-at-one', 'App.jsx'),
      'utf8',
    );
    await page.goto(sample.path);
    await expect(
      page.getByRole('heading', { level: 1, name: await readTitle(sample) }),
    ).toBeVisible();
    await typeInto(page, 'App.jsx', wrong);

    await page.getByRole('button', { name: 'Submit' }).click();
    const verdict = await expectToast(
      page,
      /^Not solved yet: \d+\/\d+ tests passed \(\+\d+ points?\)$/,
      { timeout: GRADING_TIMEOUT },
    );
    // The first submission: what it earned is its score.
    const points = Number(/\(\+(\d+) points?\)/.exec(verdict)![1]);
    expect(points).toBeGreaterThan(0);
    expect(points).toBeLessThan(10);

    await page.getByRole('link', { name: 'Back to challenges' }).click();
    await expect(page).toHaveURL(/\/frontend-challenges$/);
    const row = await listRow(page, sample);
    await expect(
      row.getByRole('img', { name: `Attempted: best ${points} of 10 points` }),
    ).toHaveText(`${points}/10`);
    await expect(row.getByLabel('Solved')).toHaveCount(0);
  });

  test('hints are revealed one at a time and stay revealed after a reload', async ({ page }) => {
    const sample = samples[0]!;
    const hints = readFileSync(join(content, sample.topic, sample.slug, 'hints.md'), 'utf8').split(
      /^## Hint \d+$/m,
    );
    const total = hints.length - 1;
    const firstLine = hints[1]!.trim().split('\n')[0]!.replace(/`/g, '').slice(0, 30);
    await page.goto(sample.path);
    await page.getByRole('button', { name: `Show hint 1 of ${total}` }).click();
    const panel = page.getByRole('region', { name: 'Hints' });
    await expect(panel).toContainText(firstLine);
    await expect(page.getByRole('button', { name: `Show hint 2 of ${total}` })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Hints' })).toContainText(firstLine);
    await expect(page.getByRole('button', { name: `Show hint 2 of ${total}` })).toBeVisible();
  });

  test('the header strip: Next opens the next challenge, Back to challenges returns to the list', async ({
    page,
  }) => {
    const sample = samples[2]!;
    const list = (await (await page.request.get('/api/v1/frontend-challenge')).json()) as {
      id: number;
      topic: string;
      slug: string;
      name: string;
    }[];
    const at = list.findIndex((challenge) => challenge.id === sample.id);
    const next = list[at + 1]!;
    const ofTopic = list.filter((challenge) => challenge.topic === sample.topic);
    const place = ofTopic.findIndex((challenge) => challenge.id === sample.id) + 1;

    await page.goto(sample.path);
    const strip = page.getByRole('navigation', { name: 'Challenge navigation' });
    await expect(strip).toContainText(`${place} of ${ofTopic.length} in JavaScript`);
    const previous = list[at - 1]!;
    await expect(strip.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      `/frontend-challenges/${previous.topic}/${previous.slug}/${previous.id}`,
    );
    await strip.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`/frontend-challenges/${next.topic}/${next.slug}/${next.id}`);
    await expect(page.getByRole('heading', { level: 1, name: next.name })).toBeVisible();

    // Keyboard: the way back is a link like any other.
    await strip.getByRole('link', { name: 'Back to challenges' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/frontend-challenges$/);
    await expect(await listRow(page, sample)).toBeVisible();
  });

  test('instructions show as written: no empty bullet, wide code scrolls in its own box', async ({
    page,
  }) => {
    await page.goto(samples[2]!.path);
    const instructions = page.getByRole('region', { name: 'Instructions' });
    const item = instructions.getByRole('listitem').filter({ hasText: '+ twice shows 2' });
    await expect(item).toHaveText(/^\+ twice shows 2/);
    await expect(item.getByRole('list')).toHaveCount(0);

    // deep-clone's example has lines far wider than the instructions panel and its text has long
    // inline code; on a narrow desktop the panel is about 170 px wide.
    await page.setViewportSize({ width: 800, height: 900 });
    const wide = { topic: 'javascript', slug: 'deep-clone' };
    const { id } = JSON.parse(
      readFileSync(join(content, wide.topic, wide.slug, 'meta.json'), 'utf8'),
    ) as { id: number };
    await page.goto(`/frontend-challenges/${wide.topic}/${wide.slug}/${id}`);
    const code = instructions.locator('pre').first();
    await expect(code).toBeVisible();
    const sizes = await code.evaluate((pre) => {
      const panel = pre.closest('section')!;
      return {
        code: { scroll: pre.scrollWidth, client: pre.clientWidth },
        panel: { scroll: panel.scrollWidth, client: panel.clientWidth },
        inside: pre.getBoundingClientRect().right <= panel.getBoundingClientRect().right,
        overflowX: getComputedStyle(pre).overflowX,
      };
    });
    expect(sizes.code.scroll).toBeGreaterThan(sizes.code.client);
    expect(sizes.overflowX).toBe('auto');
    expect(sizes.inside).toBe(true);
    expect(sizes.panel.scroll).toBeLessThanOrEqual(sizes.panel.client);
  });

  test('a half-typed draft survives a reload', async ({ page }) => {
    await page.goto(samples[2]!.path);
    await typeInto(page, 'script.js', '// half-typed draft that must survive\nlet count = ');
    // The autosave runs shortly after typing stops: wait until this browser holds the draft.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage)
            .filter((key) => key.startsWith('launchpad:draft:'))
            .map((key) => localStorage.getItem(key))
            .join('\n'),
        ),
      )
      .toContain('half-typed draft that must survive');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Code editor: script.js' })).toContainText(
      'half-typed draft that must survive',
    );
  });

  test('while (true) {} is stopped and reported, and the page keeps responding', async ({
    page,
  }) => {
    await page.goto(samples[2]!.path);
    await page.getByRole('button', { name: 'Open console' }).click();
    await typeInto(page, 'script.js', 'while (true) {}');
    // The preview runs 400 ms after typing stops and the guard stops a loop after 1 s; 3 s leaves
    // room for a loaded CI machine.
    await expect(page.getByRole('log')).toContainText('Possible infinite loop', { timeout: 3_000 });
    await page.getByRole('tab', { name: 'index.html' }).click();
    await expect(page.getByRole('tab', { name: 'index.html' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('the preview frame cannot reach the app, its cookies or its storage', async ({ page }) => {
    await page.goto(samples[2]!.path);
    // One visible frame; a warm spare waits hidden beside it.
    const frame = page.locator('iframe[title="Live preview"]:visible');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-modals allow-forms');
    await page.getByRole('button', { name: 'Open console' }).click();
    await typeInto(
      page,
      'script.js',
      [
        'const attempt = (label, read) => { try { console.log(label, String(read())); } catch (e) { console.log(label, "blocked: " + e.name); } };',
        "attempt('cookie', () => document.cookie);",
        "attempt('parent', () => window.parent.document.title);",
        "attempt('storage', () => localStorage.length);",
      ].join('\n'),
    );
    const log = page.getByRole('log');
    await expect(log).toContainText('parent blocked: SecurityError');
    await expect(log).toContainText('storage blocked: SecurityError');
    await expect(log).toContainText('cookie blocked: SecurityError');
  });
});

async function readTitle(sample: { topic: string; slug: string }): Promise<string> {
  const meta = JSON.parse(
    readFileSync(join(content, sample.topic, sample.slug, 'meta.json'), 'utf8'),
  );
  return String(meta.name);
}
