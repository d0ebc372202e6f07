import { expect, test, type Page } from './support/test.ts';
import { signUpViaApi, xsrfHeaders } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { challengeSample, typeInto } from './support/workspace.ts';

const chunk = challengeSample('javascript', 'array-chunk', 303);

const gear = (page: Page) => page.getByRole('button', { name: 'Editor settings' });
const settings = (page: Page) => page.getByRole('dialog', { name: 'Editor settings' });
const editor = (page: Page) => page.getByRole('textbox', { name: 'Code editor: script.js' });

async function openWorkspace(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(chunk.path);
  await expect(editor(page)).toBeVisible();
}

/** The editor shows 18 px text and wraps long lines. */
async function expectLargeWrapped(page: Page) {
  await expect(page.locator('.cm-editor')).toHaveCSS('font-size', '18px');
  await expect(editor(page)).toHaveClass(/cm-lineWrapping/);
}

test('editor settings are saved on the account: a reload and another browser keep them', async ({
  page,
  browser,
}) => {
  const account = await signUpViaApi(page);
  await openWorkspace(page);
  await expect(page.locator('.cm-editor')).toHaveCSS('font-size', '14px');

  await gear(page).click();
  await expect(gear(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Font size')).toBeFocused();
  await expect(settings(page)).toContainText(
    'Tab indents. Press Escape, then Tab, to leave the editor.',
  );
  await expectNoSeriousA11yViolations(page);

  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().endsWith('/api/account/editor-preferences') &&
      (response.request().postDataJSON() as { lineWrap: boolean }).lineWrap,
  );
  await page.getByLabel('Font size').selectOption('18');
  await page.getByLabel('Wrap long lines').check();
  await expectLargeWrapped(page);
  expect((await saved).status()).toBe(200);

  // The dark theme stays readable (AA contrast) with the settings open over it.
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('.cm-editor')).toHaveCSS('background-color', 'rgb(15, 23, 42)');
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(settings(page)).toHaveCount(0);
  await expect(gear(page)).toBeFocused();

  await page.reload();
  await expect(editor(page)).toBeVisible();
  await expectLargeWrapped(page);

  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    const login = await otherPage.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
      headers: await xsrfHeaders(otherPage),
    });
    expect(login.status()).toBe(200);
    await openWorkspace(otherPage);
    await expectLargeWrapped(otherPage);
    await expect(otherPage.locator('.cm-editor')).toHaveCSS('background-color', 'rgb(15, 23, 42)');
  } finally {
    await other.close();
  }
});

test('Format code tidies a messy script; Tab indents, and Escape then Tab leaves the editor', async ({
  page,
}) => {
  await signUpViaApi(page);
  await openWorkspace(page);

  await typeInto(page, 'script.js', 'function chunk(list,size){\nconst out=[]\nreturn out}');
  await gear(page).click();
  await page.getByRole('button', { name: 'Format code' }).click();
  await expect(editor(page)).toHaveText(
    'function chunk(list, size) {  const out = [];  return out;}',
  );
  await page.keyboard.press('Escape');

  // Code that does not parse is left as it is, with a message saying where the problem is.
  await typeInto(page, 'script.js', 'let total = ;');
  await page.keyboard.press('Shift+Alt+F');
  await expect(page.getByText(/script\.js could not be formatted: .*line 1/)).toBeVisible();
  await expect(editor(page)).toHaveText('let total = ;');

  await typeInto(page, 'script.js', 'x');
  await page.keyboard.press('Home');
  await page.keyboard.press('Tab');
  await expect(editor(page)).toHaveText('  x');
  await expect(editor(page)).toBeFocused();

  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(editor(page)).not.toBeFocused();
  await expect(editor(page)).toHaveText('  x');
});
