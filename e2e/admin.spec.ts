import { messages } from '@launchpad/contract';
import { expect, test } from './support/test.ts';
import { signInAsTeam, signUpViaApi, uniqueEmail, xsrfHeaders } from './support/accounts.ts';

test.describe('team inbox', () => {
  test('a learner gets the friendly page and no Inbox entry', async ({ page }) => {
    const learner = await signUpViaApi(page, 'Curious Learner');

    await page.goto('/admin');

    await expect(page.getByText(messages.adminOnly)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Enrollment requests' })).toHaveCount(0);
    await page.getByRole('button', { name: new RegExp(learner.fullName) }).click();
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inbox' })).toHaveCount(0);
  });

  test('marking an enrollment enrolled shows Enrolled on that learner’s dashboard', async ({
    page,
    browser,
  }) => {
    // The learner asks to enroll from the dashboard.
    const learner = await signUpViaApi(page, 'Nikhil Joshi');
    await page.goto('/dashboard');
    const banner = page.getByRole('region', { name: 'Frontend Launchpad' });
    await banner.getByRole('button', { name: 'Enroll Now' }).click();
    await page
      .getByRole('dialog', { name: 'Begin Your Enrollment' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await expect(page.getByText(messages.enrollmentSubmittedTitle)).toBeVisible();

    // A visitor writes to the team too.
    const subject = `Weekend batch ${Date.now()}`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact Us' });
    await form.getByLabel('Name').fill('Visitor Vani');
    await form.getByLabel('Email').fill(uniqueEmail('visitor'));
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('Is there a weekend batch for working people?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(messages.contactSentTitle)).toBeVisible();

    // The team marks the request enrolled in the inbox, reached from the user menu.
    const teamContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const team = await teamContext.newPage();
    await signInAsTeam(team);
    // Enrolling takes a seat in an open batch: the team opens one first.
    const batch = await team.request.post('/api/admin/batches', {
      data: {
        startsOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        endsOn: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
        schedule: 'Mon–Fri, 7–9 pm IST',
        seats: 30,
        priceInr: 1200,
        classLink: 'https://meet.example.org/launchpad',
      },
      headers: await xsrfHeaders(team),
    });
    expect(batch.status()).toBe(201);
    await team.goto('/');
    await team.getByRole('button', { name: /Team Member/ }).click();
    await team.getByRole('link', { name: 'Inbox' }).click();
    await expect(team).toHaveURL('/admin');

    const requests = team.getByRole('region', { name: 'Enrollment requests' });
    const request = requests.getByRole('article').filter({ hasText: learner.email });
    await expect(request).toContainText('Nikhil Joshi');
    const status = request.getByLabel('Status');
    await expect(status).toHaveValue('new');
    await status.selectOption('contacted');
    await expect(team.getByText('Status changed to contacted')).toBeVisible();
    await status.selectOption('enrolled');
    await expect(team.getByText('Status changed to enrolled')).toBeVisible();

    const message = team
      .getByRole('region', { name: 'Contact messages' })
      .getByRole('article')
      .filter({ hasText: subject });
    // The request's own 'contacted' toast first goes, so the next one is the message's.
    await expect(team.getByText('Status changed to contacted')).toHaveCount(0);
    await message.getByLabel('Status').selectOption('contacted');
    await expect(team.getByText('Status changed to contacted')).toBeVisible();

    // What was saved is what the inbox shows after a reload.
    await team.reload();
    await expect(request.getByLabel('Status')).toHaveValue('enrolled');
    await expect(message.getByLabel('Status')).toHaveValue('contacted');
    await teamContext.close();

    await page.goto('/dashboard');
    await expect(banner.getByText('Enrolled', { exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Enroll Now' })).toHaveCount(0);
  });
});
