import { messages, XSRF_COOKIE, XSRF_HEADER } from '@launchpad/contract';
import { expect, test, type Page } from '@playwright/test';

/**
 * Issue #27: a person taps as soon as a control is painted, not when the page's scripts have
 * loaded. Every script is held back 5 s here (a slow link), and each control is tapped at once:
 * it must already work, natively. Playwright's own test, not ./support/test.ts, whose pages wait
 * for the app.
 */
const HOLD_MS = 5000;

/** Holds every script request back; resolves to whether any was let through so far. */
async function holdScripts(page: Page): Promise<() => boolean> {
  let released = false;
  await page.route(/\.m?js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    released = true;
    await route.continue().catch(() => undefined);
  });
  return () => released;
}

/**
 * For a form filled and sent before the scripts come: they never do (a script lost on a bad
 * connection), so a slow machine cannot let them in halfway through the test.
 */
async function loseScripts(page: Page): Promise<void> {
  await page.route(/\.m?js(\?|$)/, (route) => route.abort());
}

test.describe('with every script held back 5 s', () => {
  test('an FAQ question opens at once, one at a time', async ({ page }) => {
    const released = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const faq = page.locator('#faq');

    await faq.locator('summary', { hasText: 'How much do the programs cost?' }).click();
    await expect(faq.getByText(/between ₹500 and ₹5k/)).toBeVisible();
    await faq.locator('summary', { hasText: 'Can I get a discount?' }).click();
    await expect(faq.getByText(/referral code/)).toBeVisible();
    await expect(faq.getByText(/between ₹500 and ₹5k/)).toBeHidden();
    expect(released()).toBe(false);
  });

  test('Programs on another page goes home to the featured program at once', async ({ page }) => {
    const released = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' });

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Programs' })
      .click();

    await expect(page).toHaveURL('/#featured-program');
    await expect(page.locator('#featured-program')).toBeInViewport();
    expect(released()).toBe(false);
  });

  test('a module of the program opens at once, and the open one closes', async ({ page }) => {
    const released = await holdScripts(page);
    await page.goto('/frontend-launchpad', { waitUntil: 'commit' });
    const curriculum = page.getByRole('region', { name: 'Curriculum' });

    await curriculum.locator('summary', { hasText: 'React & state management' }).click();
    await expect(curriculum.getByText('Sharing state with context and reducers')).toBeVisible();
    await expect(curriculum.locator('details[open]')).toHaveCount(1);
    expect(released()).toBe(false);
  });

  test('on a phone, the menu opens at once and its links work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const released = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    expect(released()).toBe(false);
  });

  test('Enroll Now reaches the enrollment form at once', async ({ page }) => {
    const released = await holdScripts(page);
    await page.goto('/frontend-launchpad', { waitUntil: 'commit' });

    await page.getByRole('link', { name: 'Enroll Now' }).first().click();
    await expect(page.getByRole('heading', { name: 'Begin Your Enrollment' })).toBeVisible();
    await expect(page.getByLabel('First Name')).toBeEditable();
    expect(released()).toBe(false);
  });
});

test.describe('when the scripts arrive after the first taps', () => {
  test('a visitor who scrolled down and opened a module keeps the place and the module', async ({
    page,
  }) => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.m?js(\?|$)/, async (route) => {
      await arrived;
      await route.continue().catch(() => undefined);
    });
    await page.goto('/frontend-launchpad', { waitUntil: 'commit' });
    const curriculum = page.getByRole('region', { name: 'Curriculum' });
    const nextJs = curriculum.locator('summary', { hasText: 'Next.js & server-side rendering' });
    await nextJs.click();
    await expect(curriculum.locator('details[open] > summary')).toHaveText([
      'Next.js & server-side rendering',
    ]);
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(0);

    // The app arrives: it must not move the page (its route change starts at the top) under
    // the visitor's next tap.
    const appRequests = page.waitForResponse(/\/api\//);
    release();
    await appRequests;
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    await nextJs.click();
    await expect(curriculum.locator('details[open]')).toHaveCount(0);
  });
});

test.describe('with every script lost', () => {
  test('the contact form sends, and says Message Sent!', async ({ page }) => {
    await loseScripts(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Contact Us' });
    await form.getByLabel('Name').fill('Tapped Early');
    await form.getByLabel('Email').fill(`early-${Date.now()}@example.com`);
    await form.getByLabel('Subject').fill('Before the scripts');
    await form.getByLabel('Message').fill('Sent the moment the page was painted.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('status')).toContainText(
      "Message Sent!We'll get back to you as soon as possible.",
    );
  });

  test('the enrollment form sends, and says Enrollment Submitted!', async ({ page }) => {
    await loseScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('#featured-program').getByRole('link', { name: 'Enroll Now' }).click();
    await page.getByLabel('First Name').fill('Tapped');
    await page.getByLabel('Last Name').fill('Early');
    await page.getByLabel('Email').fill(`early-enrol-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('status')).toContainText(
      "Enrollment Submitted!We'll contact you shortly.",
    );
  });
});

test.describe('logging in before the scripts arrive', () => {
  test('a login sent at once is refused with its reason, the e-mail kept', async ({ page }) => {
    const released = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const form = page.getByRole('tabpanel', { name: 'Log In' });
    const email = `nobody-${Date.now()}@example.com`;
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('typed early');
    await form.getByRole('button', { name: 'Log In' }).click();

    await expect(form.getByRole('alert')).toHaveText(messages.invalidCredentials);
    await expect(form.getByLabel('Email')).toHaveValue(email);
    expect(released()).toBe(false);
  });

  test('a learner who logs in at once lands on the dashboard', async ({ page, request }) => {
    // Every script of the dashboard is held back 5 s, one after another.
    test.setTimeout(90_000);
    const email = `early-${Date.now()}@example.com`;
    await request.get('/api/auth/config');
    const { cookies } = await request.storageState();
    const xsrf = cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
    const registered = await request.post('/api/auth/register', {
      data: { fullName: 'Early Bird', email, password: 'typed early 42' },
      headers: { [XSRF_HEADER]: xsrf },
    });
    expect(registered.status()).toBe(201);

    await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const form = page.getByRole('tabpanel', { name: 'Log In' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('typed early 42');
    await form.getByRole('button', { name: 'Log In' }).click();

    await expect(page).toHaveURL('/dashboard');
    // The dashboard is the app's: it shows once its scripts, each held back 5 s, one after the
    // other, have arrived.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Early', {
      timeout: 45_000,
    });
  });

  test('what was typed before the app arrived is what the app sends', async ({ page }) => {
    await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const form = page.getByRole('tabpanel', { name: 'Log In' });
    const email = `nobody-${Date.now()}@example.com`;
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('typed early');

    // The app has arrived when the Sign Up tab works (it is disabled until then); Log In is then
    // the app's, and sends what the fields hold.
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeEnabled({ timeout: 20_000 });
    await form.getByRole('button', { name: 'Log In' }).click();
    await expect(form.getByRole('alert')).toHaveText(messages.invalidCredentials);
    await expect(form.getByLabel('Email')).toHaveValue(email);
  });
});
