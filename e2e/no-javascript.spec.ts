import { messages, XSRF_COOKIE, XSRF_HEADER } from '@launchpad/contract';
import type { Browser, Page } from '@playwright/test';
import { signInAsTeam, uniqueEmail } from './support/accounts.ts';
import { countMailsTo, latestMailTo } from './support/mail.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue #27: both lead forms work with JavaScript off (or a script that never arrives). The forms
 * post natively; the server answers with the page rendered for the outcome (decision 0020).
 */
const TEAM_INBOX = 'team-inbox-e2e@example.com';

async function visitorWithoutJavaScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  return context.newPage();
}

test.describe('with JavaScript off', () => {
  test('Enroll Now reaches the form; a request is stored, in the team inbox and mailed', async ({
    browser,
    page,
  }) => {
    const visitor = await visitorWithoutJavaScript(browser);
    await visitor.goto('/');
    await visitor.locator('#featured-program').getByRole('link', { name: 'Enroll Now' }).click();
    await expect(visitor).toHaveURL('/enroll');
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Begin Your Enrollment' }),
    ).toBeVisible();

    const email = uniqueEmail('no-js');
    await visitor.getByLabel('First Name').fill('Noor');
    await visitor.getByLabel('Last Name').fill('Scriptless');
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByLabel('Phone Number').fill('98765 00000');
    await visitor.getByRole('button', { name: 'Submit' }).click();

    const outcome = visitor.getByRole('status');
    await expect(outcome).toContainText(messages.enrollmentSubmittedTitle);
    await expect(outcome).toContainText(messages.enrollmentSubmittedText);
    // The team's inbox is mailed by other tests too: this test reads the mails about its visitor.
    const mail = await latestMailTo(TEAM_INBOX, { containing: email });
    expect(mail.text).toContain(email);

    // Asked again: received before, and nobody is mailed twice.
    await visitor.goto('/enroll');
    await visitor.getByLabel('First Name').fill('Noor');
    await visitor.getByLabel('Last Name').fill('Scriptless');
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByRole('button', { name: 'Submit' }).click();
    await expect(visitor.getByRole('status')).toContainText(messages.enrollmentRepeatText);

    await signInAsTeam(page);
    await page.goto('/admin');
    const search = page.getByRole('search', { name: 'Search people' });
    await search.getByLabel('Search').fill(email);
    await search.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('region', { name: 'People' })
      .getByRole('link', { name: 'Noor Scriptless' })
      .click();
    await expect(
      page.getByRole('article', { name: 'Enrollment request from Noor Scriptless' }),
    ).toContainText('Asked again once');
    expect(countMailsTo(TEAM_INBOX, { containing: email })).toBe(1);
    await visitor.context().close();
  });

  test('a refused request comes back with every value and each problem beside its field', async ({
    browser,
  }) => {
    const visitor = await visitorWithoutJavaScript(browser);
    await visitor.goto('/enroll');
    // Past the browser's own checks (required, e-mail shape), refused by the server's rules.
    await visitor.getByLabel('First Name').fill(' ');
    await visitor.getByLabel('Last Name').fill('Verma');
    await visitor.getByLabel('Email').fill('asha@localhost');
    await visitor.getByLabel('Phone Number').fill('call me');
    await visitor.getByRole('button', { name: 'Submit' }).click();

    await expect(visitor.getByLabel('First Name')).toHaveAccessibleDescription(
      messages.firstNameRequired,
    );
    await expect(visitor.getByLabel('Email')).toHaveAccessibleDescription(messages.invalidEmail);
    await expect(visitor.getByLabel('Phone Number')).toHaveAccessibleDescription(
      messages.invalidPhone,
    );
    await expect(visitor.getByLabel('Last Name')).toHaveValue('Verma');
    await expect(visitor.getByLabel('Email')).toHaveValue('asha@localhost');
    await expect(visitor.getByLabel('Phone Number')).toHaveValue('call me');
    await visitor.context().close();
  });

  test('the contact form shows the spec’s four messages, then Message Sent! and the team is mailed', async ({
    browser,
  }) => {
    const visitor = await visitorWithoutJavaScript(browser);
    await visitor.goto('/contact');
    const form = visitor.getByRole('form', { name: 'Contact Us' });
    await form.getByLabel('Name').fill('R');
    await form.getByLabel('Email').fill('r@localhost');
    await form.getByLabel('Subject').fill('Hi');
    await form.getByLabel('Message').fill('Short');
    await form.getByRole('button', { name: 'Send Message' }).click();

    for (const [label, message] of [
      ['Name', messages.contactNameTooShort],
      ['Email', messages.invalidEmail],
      ['Subject', messages.contactSubjectTooShort],
      ['Message', messages.contactMessageTooShort],
    ] as const) {
      await expect(form.getByLabel(label)).toHaveAccessibleDescription(message);
    }
    await expect(form.getByLabel('Message')).toHaveValue('Short');

    const email = uniqueEmail('no-js-contact');
    const subject = `Evening batch ${Date.now()}`;
    await form.getByLabel('Name').fill('Ravi Scriptless');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('Are the live classes in the evening?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(visitor.getByRole('status')).toContainText(
      `${messages.contactSentTitle}${messages.contactSentText}`,
    );
    await expect(form.getByLabel('Name')).toHaveValue('');
    const mail = await latestMailTo(TEAM_INBOX, { containing: subject });
    expect(mail.subject).toContain(subject);
    expect(mail.text).toContain(email);
    await visitor.context().close();
  });

  test('logging in: a wrong password gets its reason, the right one goes on to the dashboard', async ({
    browser,
    request,
  }) => {
    const email = uniqueEmail('no-js-login');
    const password = 'no script needed 7';
    await request.get('/api/auth/config');
    const { cookies } = await request.storageState();
    const xsrf = cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
    const registered = await request.post('/api/auth/register', {
      data: { fullName: 'Noor Login', email, password },
      headers: { [XSRF_HEADER]: xsrf },
    });
    expect(registered.status()).toBe(201);

    const visitor = await visitorWithoutJavaScript(browser);
    await visitor.goto('/login');
    const form = visitor.getByRole('tabpanel', { name: 'Log In' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('not it');
    await form.getByRole('button', { name: 'Log In' }).click();
    await expect(form.getByRole('alert')).toHaveText(messages.invalidCredentials);
    await expect(form.getByLabel('Email')).toHaveValue(email);

    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Log In' }).click();
    await expect(visitor).toHaveURL('/dashboard');
    const session = await visitor.request.get('/api/auth/user');
    expect(((await session.json()) as { isLoggedIn: boolean }).isLoggedIn).toBe(true);
    await visitor.context().close();
  });
});
