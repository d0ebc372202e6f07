import { messages } from '@launchpad/contract';
import { expect, pageFinishedLoading, test, type Locator, type Page } from './support/test.ts';
import { LEARNER_PASSWORD, signUpViaApi, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectToast } from './support/toasts.ts';
import { NEXT_BATCH_SOON } from '../apps/web/src/lib/program.ts';
import { challengeCount } from './support/workspace.ts';

function dialog(page: Page) {
  return page.getByRole('dialog', { name: 'Begin Your Enrollment' });
}

/** The accordions are native disclosures: a summary to click, open or not. */
function expanded(accordion: Locator) {
  return accordion.locator('details[open] > summary');
}

function summary(accordion: Locator, title: string) {
  return accordion.locator('summary', { hasText: title });
}

async function fillEnrollment(dialogBox: Locator, email: string) {
  await dialogBox.getByLabel('First Name').fill('Priya');
  await dialogBox.getByLabel('Last Name').fill('Sharma');
  await dialogBox.getByLabel('Email').fill(email);
  await dialogBox.getByLabel('Designation').fill('Student');
  await dialogBox.getByLabel('Phone Number').fill('+91 98765 43210');
}

test.describe('home page', () => {
  test('has its title, description, hero and featured program', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveTitle('Job-ready frontend programs | Frontend Launchpad');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Frontend Launchpad Program.*₹1,200/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/transform your career/i);

    await page.getByRole('link', { name: 'Explore Programs' }).click();
    const featured = page.locator('#featured-program');
    await expect(featured).toBeInViewport();
    for (const text of ['New Launch', 'For Beginners', '₹1,200']) {
      await expect(featured.getByText(text)).toBeVisible();
    }
    // The next open batch from the server, or (none open: other specs share the server) the wording.
    await expect(featured.getByTestId('next-batch')).toHaveText(
      new RegExp(`^(${NEXT_BATCH_SOON}|Next batch: \\d{1,2} \\w+ \\d{4} · \\d+ seats? left)$`),
    );

    await featured.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL('/frontend-launchpad');
  });

  test('shows eight Why Choose cards', async ({ page }) => {
    await page.goto('/');

    const section = page.getByRole('region', { name: 'Why Choose Frontend Launchpad?' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(8);
    await expect(section.getByRole('heading', { name: 'Flexible pricing' })).toBeVisible();
  });

  test('the FAQ keeps one answer open and Contact Support leads to /contact', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    await expect(faq.locator('summary')).toHaveCount(6);
    await expect(expanded(faq)).toHaveCount(0);

    await summary(faq, 'How much do the programs cost?').click();
    await expect(faq.getByText(/between ₹500 and ₹5k/)).toBeVisible();

    await summary(faq, 'Can I get a discount?').click();
    await expect(faq.getByText(/referral code/)).toBeVisible();
    await expect(faq.getByText(/between ₹500 and ₹5k/)).toBeHidden();
    await expect(expanded(faq)).toHaveCount(1);

    await summary(faq, 'Can I get a discount?').click();
    await expect(expanded(faq)).toHaveCount(0);

    await page.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL('/contact');
  });

  test('loads the enrollment dialog only when it is wanted', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => url.includes('enrollment-dialog'))).toBe(false);

    await page.locator('#featured-program').getByRole('link', { name: 'Enroll Now' }).click();

    await expect(dialog(page)).toBeVisible();
    expect(scripts.some((url) => url.includes('enrollment-dialog'))).toBe(true);
  });

  test('is free of serious accessibility problems', async ({ page }) => {
    await page.goto('/');
    await page.locator('#faq summary').first().click();
    // The figures are in (the placeholder is gone) before the page is checked.
    await expect(
      page
        .getByRole('region', { name: 'Frontend Launchpad in numbers' })
        .getByText(String(challengeCount()), { exact: true }),
    ).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  });

  test("shows the platform's own figures, counted by the server, once they mean something", async ({
    page,
  }) => {
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/site-stats'));
    await page.goto('/');
    const stats = (await (await answer).json()) as {
      challenges: number;
      learners: number;
      verifiedSolutions: number;
    };
    expect(stats.challenges).toBe(challengeCount());
    const figures = page.getByRole('region', { name: 'Frontend Launchpad in numbers' });
    await expect(figures).toContainText(`coding challenges, free to solve${stats.challenges}`);
    // Each figure shows from its threshold on; below it, the program's fact holds its place.
    for (const [value, shownFrom, label, fact] of [
      [stats.learners, 100, 'learners signed up', 'of live classes, 5 days a week8 weeks'],
      [
        stats.verifiedSolutions,
        500,
        'solutions verified by our grader',
        'mentorship with every seat1:1',
      ],
    ] as const) {
      await expect(figures).toContainText(
        value >= shownFrom ? `${label}${value.toLocaleString('en-IN')}` : fact,
      );
    }
  });

  test('Try a challenge now opens a free challenge, through the login', async ({ browser }) => {
    // An account made elsewhere; this visitor is logged out.
    const maker = await browser.newPage();
    await maker.goto('/');
    const { email } = await signUpViaApi(maker);
    await maker.close();

    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Try a challenge now' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const form = page.getByRole('tabpanel', { name: 'Log In' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(LEARNER_PASSWORD);
    await form.getByRole('button', { name: 'Log In' }).click();

    await expect(page).toHaveURL(/\/frontend-challenges\/html\/page-outline\/101$/);
    await expect(page.getByRole('button', { name: 'Run Tests' })).toBeVisible();
    await page.close();
  });

  test('Try a challenge now says why it asks to sign up, and a new account lands on the challenge', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Try a challenge now' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('Sign up free to solve challenges and save your progress'),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('tabpanel', { name: 'Sign Up' });
    await form.getByLabel('Full Name').fill('New Visitor');
    await form.getByLabel('Email Address').fill(uniqueEmail());
    await form.getByLabel('Password', { exact: true }).fill(LEARNER_PASSWORD);
    await form.getByLabel('Confirm Password', { exact: true }).fill(LEARNER_PASSWORD);
    await form.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page).toHaveURL(/\/frontend-challenges\/html\/page-outline\/101$/);
    await expect(page.getByRole('button', { name: 'Run Tests' })).toBeVisible();
  });
});

test.describe('enrollment dialog', () => {
  test('from the home page: validates, submits, toasts, closes and clears', async ({ page }) => {
    await page.goto('/');
    await pageFinishedLoading(page);
    const enroll = page.locator('#featured-program').getByRole('link', { name: 'Enroll Now' });
    await enroll.click();
    const box = dialog(page);
    await expect(box).toBeVisible();
    await expect(box.getByLabel('First Name')).toBeFocused();
    await expect(box.getByLabel('Designation')).toHaveAttribute(
      'placeholder',
      'Working Professional/Student',
    );

    // Blank names get past the browser's `required`, not past the contract.
    await box.getByLabel('First Name').fill('  ');
    await box.getByLabel('Last Name').fill('  ');
    await box.getByLabel('Email').fill('priya@example');
    await box.getByRole('button', { name: 'Submit' }).click();
    await expect(box.getByText(messages.firstNameRequired)).toBeVisible();
    await expect(box.getByText(messages.lastNameRequired)).toBeVisible();
    await expect(box.getByText(messages.invalidEmail)).toBeVisible();
    await expect(box.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');

    await fillEnrollment(box, uniqueEmail('enroll'));
    await box.getByLabel('Referral Code (optional)').fill('RFPRX1');
    await box.getByRole('button', { name: 'Submit' }).click();

    await expectToast(page, [messages.enrollmentSubmittedTitle, messages.enrollmentSubmittedText]);
    await expect(box).toBeHidden();
    await expect(enroll).toBeFocused();

    await enroll.click();
    await expect(box.getByLabel('First Name')).toHaveValue('');
    await expect(box.getByLabel('Email')).toHaveValue('');
    await expect(box.getByText(messages.firstNameRequired)).toBeHidden();
  });

  test('keeps focus inside, closes on Escape and is accessible', async ({ page }) => {
    await page.goto('/');
    await pageFinishedLoading(page);
    const enroll = page.locator('#featured-program').getByRole('link', { name: 'Enroll Now' });
    await enroll.click();
    const box = dialog(page);
    await expect(box).toBeVisible();

    await expectNoSeriousA11yViolations(page);

    // The page behind is inert: tabbing past the last control never lands on it (the browser
    // may pass through its own toolbar on the way back to the dialog).
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      const onPageBehind = await box.evaluate((element) => {
        const active = element.ownerDocument.activeElement;
        return (
          active !== null && active !== element.ownerDocument.body && !element.contains(active)
        );
      });
      expect(onPageBehind).toBe(false);
    }

    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(enroll).toBeFocused();
  });

  test('from both buttons of the program page', async ({ page }) => {
    await page.goto('/frontend-launchpad');
    await pageFinishedLoading(page);
    const buttons = page.getByRole('link', { name: 'Enroll Now' });
    await expect(buttons).toHaveCount(2);

    await buttons.first().click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(buttons.first()).toBeFocused();

    await buttons.last().click();
    await expect(dialog(page)).toBeVisible();
    await fillEnrollment(dialog(page), uniqueEmail('program'));
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, [messages.enrollmentSubmittedTitle, messages.enrollmentSubmittedText]);
    await expect(dialog(page)).toBeHidden();
  });

  test('from the dashboard, prefilled with the learner', async ({ page }) => {
    const learner = await signUpViaApi(page, 'Ananya Rao Menon');
    await page.goto('/dashboard');
    const banner = page.getByRole('region', { name: 'Frontend Launchpad' });
    for (const fact of ['15+ Modules', '10+ Projects', '2 Months']) {
      await expect(banner.getByText(fact)).toBeVisible();
    }
    await expect(banner.getByText('Enrolled', { exact: true })).toHaveCount(0);

    await banner.getByRole('link', { name: 'Enroll Now' }).click();
    const box = dialog(page);
    await expect(box.getByLabel('First Name')).toHaveValue('Ananya');
    await expect(box.getByLabel('Last Name')).toHaveValue('Rao Menon');
    await expect(box.getByLabel('Email')).toHaveValue(learner.email);

    await box.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, [messages.enrollmentSubmittedTitle, messages.enrollmentSubmittedText]);
    await expect(box).toBeHidden();

    await banner.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL('/frontend-launchpad');
  });
});

test.describe('program page', () => {
  test('shows the program and keeps one module open at a time', async ({ page }) => {
    await page.goto('/frontend-launchpad');

    await expect(page).toHaveTitle('Frontend Launchpad Program | Frontend Launchpad');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /8 weeks/);
    await expect(page.getByText('8 Weeks', { exact: true })).toBeVisible();
    await expect(page.getByText('₹1,200').first()).toBeVisible();

    const curriculum = page.getByRole('region', { name: 'Curriculum' });
    await expect(curriculum.locator('summary')).toHaveCount(6);
    await expect(expanded(curriculum)).toHaveText(['HTML, CSS & responsive design']);
    const firstModule = curriculum.locator('details', {
      has: page.getByRole('heading', { name: 'HTML, CSS & responsive design' }),
    });
    await expect(firstModule.getByRole('listitem')).toHaveCount(5);
    await expect(firstModule.getByRole('listitem').first()).toBeVisible();

    await summary(curriculum, 'Next.js & server-side rendering').click();
    await expect(expanded(curriculum)).toHaveText(['Next.js & server-side rendering']);
    await expect(firstModule.getByRole('listitem').first()).toBeHidden();

    await summary(curriculum, 'Next.js & server-side rendering').click();
    await expect(expanded(curriculum)).toHaveCount(0);

    const audience = page.getByRole('region', { name: 'Who can join' });
    await expect(audience.getByRole('heading', { level: 3 })).toHaveText([
      'Working professionals',
      'College students',
      'Career switchers',
    ]);
    await expect(
      page.getByRole('region', { name: 'What you will achieve' }).getByRole('listitem'),
    ).toHaveCount(6);
  });

  test('is free of serious accessibility problems', async ({ page }) => {
    await page.goto('/frontend-launchpad');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('about page', () => {
  test('tells the story and leads to the programs and to contact', async ({ page }) => {
    await page.goto('/about');

    await expect(page).toHaveTitle('About Us | Frontend Launchpad');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /March 2025/);
    await expect(page.getByRole('region', { name: 'Our Story' })).toContainText('March 2025');
    await expect(
      page.getByRole('region', { name: 'Our Values' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Practical Relevance', 'Inclusivity', 'Continuous Learning']);

    await page.getByRole('link', { name: 'Contact Us' }).first().click();
    await expect(page).toHaveURL('/contact');

    await page.goBack();
    const join = page.getByRole('region', { name: 'Join Us On This Journey' });
    await expect(join.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await join.getByRole('link', { name: 'See Programs' }).click();
    await expect(page).toHaveURL('/#featured-program');
    await expect(page.locator('#featured-program')).toBeInViewport();
  });

  test('is free of serious accessibility problems', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('contact page', () => {
  test('shows the form and the contact information', async ({ page }) => {
    await page.goto('/contact');

    await expect(page).toHaveTitle('Contact | Frontend Launchpad');
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Contact Us' })).toBeVisible();
    await expect(
      page.getByText("Fill out this form and we'll respond within 24 hours."),
    ).toBeVisible();
    const message = page.getByLabel('Message');
    expect(await message.evaluate((element) => getComputedStyle(element).minHeight)).toBe('120px');

    const info = page.getByRole('region', { name: 'Contact Information' });
    await expect(info.getByRole('link', { name: /@frontendlaunchpad\.in$/ })).toHaveCount(2);
    for (const network of ['LinkedIn', 'YouTube']) {
      const link = info.getByRole('link', { name: new RegExp(network) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the browser requires every field before anything is checked', async ({ page }) => {
    await page.goto('/contact');
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact-messages')) sent = true;
    });

    await page.getByRole('button', { name: 'Send Message' }).click();

    expect(
      await page
        .getByLabel('Name')
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    await expect(page.getByText(messages.contactNameTooShort)).toHaveCount(0);
    expect(sent).toBe(false);
  });

  test('validates on submit, then sends, toasts and resets', async ({ page }) => {
    await page.goto('/contact');
    // The page is prerendered: what is typed before it hydrates is lost. Login shows once the
    // session is known, which is after hydration.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Contact Us' });

    await form.getByLabel('Name').fill('A');
    await form.getByLabel('Email').fill('asha@example');
    await form.getByLabel('Subject').fill('Hi');
    await form.getByLabel('Message').fill('Too short');
    await expect(form.getByText(messages.contactNameTooShort)).toHaveCount(0);

    await form.getByRole('button', { name: 'Send Message' }).click();

    for (const text of [
      messages.contactNameTooShort,
      messages.invalidEmail,
      messages.contactSubjectTooShort,
      messages.contactMessageTooShort,
    ]) {
      await expect(form.getByText(text)).toBeVisible();
    }
    await expect(form.getByLabel('Name')).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('Name').fill('Asha Verma');
    await form.getByLabel('Email').fill(uniqueEmail('contact'));
    await form.getByLabel('Subject').fill('Evening batches');
    await form.getByLabel('Message').fill('Do you plan an evening batch for working people?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expectToast(page, [messages.contactSentTitle, messages.contactSentText]);
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(form.getByText(messages.contactNameTooShort)).toHaveCount(0);
  });

  test('is free of serious accessibility problems', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  });
});
