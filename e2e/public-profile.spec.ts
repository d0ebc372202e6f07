import { messages } from '@launchpad/contract';
import { expect, test, type Page } from './support/test.ts';
import { signUpViaApi, xsrfHeaders } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectToast } from './support/toasts.ts';
import { challengeSample } from './support/workspace.ts';

const BIO = 'Frontend learner from Kochi, one challenge a day.';

/** Submits a challenge's reference solution and waits for the server's grade. */
async function solveViaApi(page: Page, sample: ReturnType<typeof challengeSample>) {
  const submitted = await page.request.post('/api/v1/fe-submissions', {
    data: {
      questionId: sample.id,
      status: 'solved',
      score: 10,
      previous_data: { html: Buffer.from(sample.solution['index.html']!).toString('base64') },
    },
    headers: await xsrfHeaders(page),
  });
  const { id } = (await submitted.json()) as { id: number };
  await expect
    .poll(
      async () => (await (await page.request.get(`/api/v1/fe-submissions/${id}`)).json()).status,
    )
    .toBe('solved');
}

/** Ticks or clears 'Show my profile publicly' on the open settings page and saves. */
async function setPublic(page: Page, on: boolean) {
  await page.getByRole('checkbox', { name: messages.showProfilePublicly }).setChecked(on);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, messages.profileSaved);
}

test('a learner shows their profile publicly, and hides it again', async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpViaApi(page, 'Kavya Nair');
  await solveViaApi(page, challengeSample('html', 'page-outline', 101));

  await page.goto('/profile');
  await expect(page.getByTestId('public-profile-hint')).toBeVisible();

  await page.goto('/settings');
  const userName = await page.getByLabel('Username', { exact: true }).inputValue();
  await page.getByLabel('Bio', { exact: true }).fill(BIO);
  await setPublic(page, true);

  await page.goto('/profile');
  await expect(page.getByRole('link', { name: 'Share profile' })).toHaveAttribute(
    'href',
    `/u/${userName}`,
  );

  // Each visitor is a fresh browser: no session, and nothing cached from an earlier visit.
  const visit = async () => {
    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    const response = await visitorPage.goto(`/u/${userName}`);
    return { visitor, visitorPage, status: response?.status() };
  };

  const first = await visit();
  expect(first.status).toBe(200);
  await expect(
    first.visitorPage.getByRole('heading', { level: 1, name: 'Kavya Nair' }),
  ).toBeVisible();
  await expect(first.visitorPage.getByText(`@${userName}`)).toBeVisible();
  await expect(first.visitorPage.getByTestId('profile-bio')).toHaveText(BIO);
  await expect(first.visitorPage.getByTestId('total-points')).toHaveText('10');
  await expect(
    first.visitorPage.getByRole('listitem').filter({ hasText: 'Semantic page outline' }),
  ).toBeVisible();
  await expect(first.visitorPage).toHaveTitle(`Kavya Nair (@${userName}) | Frontend Launchpad`);
  await expectNoSeriousA11yViolations(first.visitorPage);
  await first.visitor.close();

  await page.goto('/settings');
  await setPublic(page, false);
  const second = await visit();
  expect(second.status).toBe(404);
  await expect(
    second.visitorPage.getByRole('heading', { level: 1, name: messages.notFoundTitle }),
  ).toBeVisible();
  await expect(second.visitorPage.getByText(BIO)).toHaveCount(0);
  await second.visitor.close();
});
