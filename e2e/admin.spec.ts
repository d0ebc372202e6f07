import { messages } from '@launchpad/contract';
import { expect, test } from './support/test.ts';
import { signInAsTeam, signUpViaApi, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { openBatch } from './support/batches.ts';

test.describe('team inbox', () => {
  test('a learner gets the friendly page and no Inbox entry', async ({ page }) => {
    const learner = await signUpViaApi(page, 'Curious Learner');

    await page.goto('/admin');

    await expect(page.getByText(messages.adminOnly)).toBeVisible();
    await expect(page.getByRole('region', { name: 'People' })).toHaveCount(0);
    await page.getByRole('button', { name: new RegExp(learner.fullName) }).click();
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inbox' })).toHaveCount(0);
  });

  test('the team finds a learner by phone, notes the call and enrolls them: the learner sees Enrolled', async ({
    page,
    browser,
  }) => {
    // The learner asks to enroll from the dashboard, with a phone number of this run's own.
    await signUpViaApi(page, 'Nikhil Joshi');
    // Random digits: e-mails of this run carry timestamps, which a fragment could match.
    const phoneDigits = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const phone = `+91 ${phoneDigits.slice(0, 5)} ${phoneDigits.slice(5)}`;
    await page.goto('/dashboard');
    const banner = page.getByRole('region', { name: 'Frontend Launchpad' });
    await banner.getByRole('link', { name: 'Enroll Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Begin Your Enrollment' });
    await dialog.getByLabel('Phone Number').fill(phone);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(messages.enrollmentSubmittedTitle)).toBeVisible();

    // A visitor writes to the team too.
    const visitorEmail = uniqueEmail('visitor');
    const subject = `Weekend batch ${Date.now()}`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact Us' });
    await form.getByLabel('Name').fill('Visitor Vani');
    await form.getByLabel('Email').fill(visitorEmail);
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('Is there a weekend batch for working people?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(messages.contactSentTitle)).toBeVisible();

    // The team opens the inbox from the user menu and finds the learner by a part of the phone.
    const teamContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const team = await teamContext.newPage();
    await signInAsTeam(team);
    // Enrolling takes a seat in an open batch: the team opens one first.
    await openBatch(team, { startsInDays: 30 });
    await team.goto('/');
    await team.getByRole('button', { name: /Team Member/ }).click();
    await team.getByRole('link', { name: 'Inbox' }).click();
    await expect(team).toHaveURL('/admin');
    await expectNoSeriousA11yViolations(team);

    const search = team.getByRole('search', { name: 'Search people' });
    await search.getByLabel('Search').fill(phoneDigits.slice(2, 8));
    await search.getByRole('button', { name: 'Search' }).click();
    const people = team.getByRole('region', { name: 'People' });
    await expect(people.getByRole('row')).toHaveCount(2); // the header and the learner
    await people.getByRole('link', { name: 'Nikhil Joshi' }).click();
    await expect(team.getByRole('heading', { level: 1, name: 'Nikhil Joshi' })).toBeVisible();
    await expect(team.getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:+91${phoneDigits}`,
    );
    await expect(team.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/91${phoneDigits}\\?text=Hi%20Nikhil`),
    );
    await expectNoSeriousA11yViolations(team);

    const request = team.getByRole('article').filter({ hasText: 'Frontend Launchpad' });
    const status = request.getByLabel('Status');
    await expect(status).toHaveValue('new');
    await status.selectOption('contacted');
    await expect(team.getByText('Status changed to contacted')).toBeVisible();

    const notes = team.getByRole('region', { name: 'Notes' });
    await notes.getByRole('textbox', { name: 'Note' }).fill('Called: wants the evening batch.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(team.getByText('Note added')).toBeVisible();

    await status.selectOption('enrolled');
    await expect(team.getByText('Status changed to enrolled')).toBeVisible();

    // What was saved is what the page shows after a reload, with who did it and when.
    await team.reload();
    await expect(request.getByLabel('Status')).toHaveValue('enrolled');
    const timeline = team.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem')).toHaveCount(4);
    await expect(timeline.getByRole('listitem').nth(0)).toContainText(
      'Team Member moved the enrollment request from contacted to enrolled',
    );
    await expect(timeline.getByRole('listitem').nth(1)).toContainText(
      'Called: wants the evening batch.',
    );

    // The visitor's message, found by e-mail.
    await team.goto('/admin');
    await search.getByLabel('Search').fill(visitorEmail);
    await search.getByRole('button', { name: 'Search' }).click();
    await people.getByRole('link', { name: 'Visitor Vani' }).click();
    const message = team.getByRole('article').filter({ hasText: subject });
    await message.getByLabel('Status').selectOption('contacted');
    await expect(team.getByText('Status changed to contacted')).toBeVisible();
    await team.reload();
    await expect(message.getByLabel('Status')).toHaveValue('contacted');
    await teamContext.close();

    await page.goto('/dashboard');
    await expect(banner.getByText('Enrolled', { exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Enroll Now' })).toHaveCount(0);
  });
});
