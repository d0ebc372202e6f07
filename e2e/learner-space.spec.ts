import { messages } from '@launchpad/contract';
import { expect, test, type Page } from './support/test.ts';
import { signInAsTeam, signUpViaApi, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectToast } from './support/toasts.ts';
import { openBatch } from './support/batches.ts';
import {
  enterMeerasEducation,
  enterMeerasExperience,
  enterMeerasPersonalDetails,
  enterMeerasSocialLinks,
  field,
  row,
} from './support/settings.ts';

/** The smallest well-formed PDF: a catalog with an empty page tree. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const suffix = () => Math.random().toString(36).slice(2, 8);

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test.describe('learner space', () => {
  test('a learner edits every settings section, and all of it is kept and shown on the profile', async ({
    page,
  }) => {
    await signUpViaApi(page, 'Meera Iyer');
    const userName = `meera_${suffix()}`;
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/upload-'))
        uploads.push(new URL(request.url()).pathname);
    });

    await test.step('settings has no serious accessibility violations', async () => {
      await openSettings(page);
      await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    // The sections take Meera's values from support/settings.ts; the last two steps find them all.
    await test.step('Personal, with a real photo', () =>
      enterMeerasPersonalDetails(page, userName));

    await test.step('Social Links', () => enterMeerasSocialLinks(page));

    await test.step('Resume: a text file is refused, in the browser and by the server', async () => {
      const resume = field(page, 'Resume (PDF)');
      await resume.setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('plain notes'),
      });
      await expect(resume).toHaveAccessibleDescription(new RegExp(messages.invalidPdf));
      expect(uploads).not.toContain('/api/user/upload-file');

      // Named and typed as a PDF: only the server, reading the bytes, can tell.
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/user/upload-file'));
      await resume.setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('These are notes, not a PDF document at all.\n'),
      });
      expect((await refused).status()).toBe(415);
      await expect(resume).toHaveAccessibleDescription(new RegExp(messages.invalidPdf));
      await expect(page.getByRole('link', { name: 'Download current resume' })).toHaveCount(0);

      await resume.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(page.getByRole('link', { name: 'Download current resume' })).toHaveAttribute(
        'href',
        /^\/uploads\/[\w-]+\.pdf$/,
      );
      await expect(resume).not.toHaveAttribute('aria-invalid');
    });

    await test.step('Education: two rows', () => enterMeerasEducation(page));

    await test.step('Experience: one row kept, one added and removed', () =>
      enterMeerasExperience(page));

    await test.step('save', async () => {
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, messages.profileSaved);
      await expect(field(page, 'Username')).toHaveAccessibleDescription(
        'You can change your username 3 more times.',
      );
    });

    await test.step('after a reload the settings hold every value', async () => {
      await page.reload();
      await expect(field(page, 'Name')).toHaveValue('Meera Krishnan');
      await expect(field(page, 'Username')).toHaveValue(userName);
      await expect(field(page, 'Website')).toHaveValue('https://meera.dev');
      await expect(field(page, 'Location')).toHaveValue('Chennai');
      await expect(field(page, 'Date of Birth')).toHaveValue('1999-04-23');
      await expect(field(page, 'Bio')).toHaveValue('I build fast, accessible web apps.');
      await expect(field(page, 'GitHub')).toHaveValue('https://github.com/meera');
      await expect(field(page, 'LinkedIn')).toHaveValue('https://www.linkedin.com/in/meera');
      await expect(page.getByRole('img', { name: 'Photo preview' })).toHaveAttribute(
        'src',
        /^\/uploads\/[\w-]+\.webp$/,
      );
      await expect(page.getByRole('link', { name: 'Download current resume' })).toBeVisible();
      await expect(row(page, 'Education 2').getByLabel('Institute Name')).toHaveValue('IIT Madras');
      await expect(row(page, 'Education 2').getByLabel('Start Year')).toHaveValue('2022');
      await expect(row(page, 'Education 2').getByLabel('End Year')).toHaveValue('');
      await expect(row(page, 'Experience 1').getByLabel('Skills')).toHaveValue(
        'React, TypeScript, CSS',
      );
      await expect(row(page, 'Experience 2')).toHaveCount(0);
    });

    await test.step('the profile shows it all', async () => {
      await page.getByRole('link', { name: 'Back to Profile' }).click();
      await expect(page).toHaveURL('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Meera Krishnan' })).toBeVisible();
      const about = page.getByRole('region', { name: 'About you' });
      await expect(about.getByText(`@${userName}`)).toBeVisible();
      await expect(about.getByText('Chennai')).toBeVisible();
      await expect(about.getByText('I build fast, accessible web apps.')).toBeVisible();
      await expect(about.getByRole('link', { name: 'meera.dev' })).toHaveAttribute(
        'href',
        'https://meera.dev',
      );
      await expect(about.getByRole('link', { name: 'GitHub profile' })).toHaveAttribute(
        'href',
        'https://github.com/meera',
      );
      await expect(about.getByRole('link', { name: 'LinkedIn profile' })).toHaveAttribute(
        'href',
        'https://www.linkedin.com/in/meera',
      );

      const photo = about.locator('img');
      await expect(photo).toHaveAttribute('src', /^\/uploads\/[\w-]+\.webp$/);
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);

      const resume = about.getByRole('link', { name: 'Download resume' });
      await expect(resume).toHaveAttribute('download', 'Meera Krishnan.pdf');
      const served = await page.request.get((await resume.getAttribute('href'))!);
      expect(served.headers()['content-type']).toBe('application/pdf');
      expect((await served.body()).equals(PDF)).toBe(true);

      const academic = page.getByRole('region', { name: 'Academic' });
      await expect(academic.getByText('Anna University')).toBeVisible();
      await expect(academic.getByText('2017 – 2021')).toBeVisible();
      await expect(academic.getByText('IIT Madras')).toBeVisible();
      await expect(academic.getByText('From 2022')).toBeVisible();
      const work = page.getByRole('region', { name: 'Work Experience' });
      await expect(work.getByText('Frontend Intern')).toBeVisible();
      await expect(work.getByText('Acme Labs · 6 months')).toBeVisible();
      await expect(work.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
        'React',
        'TypeScript',
        'CSS',
      ]);
      await expect(page.getByRole('img', { name: /^0 of \d+ solved$/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });

  test('a new learner sees the empty states, and the profile has no serious accessibility violations', async ({
    page,
  }) => {
    await signUpViaApi(page, 'Ravi Kumar');
    await page.goto('/profile');

    await expect(page.getByText('No education information provided')).toBeVisible();
    await expect(page.getByText('No work experience provided')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add a bio' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('the username hint counts down and a fifth change is refused', async ({ page }) => {
    await signUpViaApi(page, 'Kiran Rao');
    const base = `kiran_${suffix()}`;
    await openSettings(page);
    const userName = field(page, 'Username');
    await expect(userName).toHaveAccessibleDescription(
      'You can change your username 4 more times.',
    );

    const hints = [
      'You can change your username 3 more times.',
      'You can change your username 2 more times.',
      'You can change your username 1 more time.',
      messages.userNameChangeLimit,
    ];
    for (const [index, hint] of hints.entries()) {
      await userName.fill(`${base}_${index + 1}`);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(userName).toHaveAccessibleDescription(hint);
    }

    await userName.fill(`${base}_5`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, messages.somethingWentWrong);
    await expect(userName).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByRole('alert').filter({ hasText: messages.userNameChangeLimit }),
    ).toBeVisible();

    await page.reload();
    await expect(field(page, 'Username')).toHaveValue(`${base}_4`);
  });

  test('the referral code copies from the dashboard and earns 100 points once its enrollment is enrolled', async ({
    page,
    browser,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUpViaApi(page, 'Anita Das');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Share Referral Code' }).click();
    const code = await page.evaluate(() => navigator.clipboard.readText());
    expect(code).toMatch(/^RF[A-Z]{2}[A-Z][0-9]$/);
    // The first two letters of the name; only a crowded prefix would replace them (decision 0005).
    expect(code.slice(0, 4)).toBe('RFAN');
    await expect(page.getByTestId('referral-points')).toHaveText(/^0/);

    // A friend enrolls with the code; the team marks the request enrolled in the inbox.
    const team = await browser.newPage();
    await team.goto('/');
    await signInAsTeam(team);
    // Enrolling takes a seat: a batch of this test's own, later than any other test's.
    await openBatch(team, { startsInDays: 150 });
    const friendEmail = uniqueEmail('friend');
    const headers = {
      'X-XSRF-TOKEN':
        (await team.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
    };
    const enrolled = await team.request.post('/api/enrollments', {
      data: { firstName: 'Friend', lastName: 'Of Anita', email: friendEmail, referralCode: code },
      headers,
    });
    expect(enrolled.status()).toBe(201);
    const leads = (await (await team.request.get('/api/admin/leads')).json()) as {
      enrollments: Array<{ id: number; email: string }>;
    };
    const id = leads.enrollments.find((e) => e.email === friendEmail)!.id;
    for (const status of ['contacted', 'enrolled']) {
      const marked = await team.request.patch(`/api/admin/enrollments/${id}`, {
        data: { status },
        headers,
      });
      expect(marked.status()).toBe(200);
    }
    await team.close();

    await page.reload();
    await expect(page.getByTestId('referral-points')).toHaveText(/^100/);
    await expect(page.getByTestId('referral-count')).toHaveText(/^1/);
  });
});
