import { messages } from '@launchpad/contract';
import { expect, pageFinishedLoading, test, type Page } from './support/test.ts';
import { faqs, hero } from '../apps/web/src/features/home/content.ts';

/** The pages the server sends rendered (an unknown path gets the not-found page). */
const publicPages = [
  '/',
  '/frontend-launchpad',
  '/about',
  '/contact',
  '/enroll',
  '/login',
  '/nope',
];

/** Everything the page logs as an error, hydration mismatches included. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('prerendered public pages', () => {
  test('the HTML of / carries the hero, the program card with its price and the FAQ', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(hero.title);
    expect(html).toContain('₹1,200');
    for (const { question } of faqs) expect(html).toContain(question);
    expect(html).toContain('<title>Job-ready frontend programs | Frontend Launchpad</title>');
    expect(html).toContain(`<link rel="canonical" href="${new URL('/', baseURL).origin}/" />`);
    // The app's modules are asked for once the page has painted (public/hydrate.js), not with it,
    // and so is the whole stylesheet: the page carries the rules it uses, and the link is only for
    // a browser without JavaScript.
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const stylesheet = html.match(
      /<noscript><link rel="stylesheet" href="([^"]+)"><\/noscript>/,
    )?.[1];
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    const inlined = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    const whole = await (await request.get(stylesheet!)).text();
    expect(inlined.length).toBeGreaterThan(1000);
    expect(inlined.length).toBeLessThan(whole.length * 0.7);
  });

  for (const { path, heading, title } of [
    {
      path: '/frontend-launchpad',
      heading: 'Frontend Launchpad Program',
      title: 'Frontend Launchpad Program',
    },
    { path: '/about', heading: 'About Us', title: 'About Us' },
    { path: '/contact', heading: 'Get in Touch', title: 'Contact' },
    { path: '/login', heading: 'Welcome to Frontend Launchpad', title: 'Log In' },
  ]) {
    test(`the HTML of ${path} carries its heading, title and canonical link`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}`));
      expect(html).toContain(`<title>${title} | Frontend Launchpad</title>`);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+${path}" />`));
    });
  }

  test('the HTML of / carries its share card and valid JSON-LD with the real origin', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL('/', baseURL).origin;
    const html = await (await request.get('/')).text();
    expect(html).toContain(`<meta property="og:url" content="${origin}/" />`);
    expect(html).toContain(`<meta property="og:image" content="${origin}/og-image.png" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]!) as { '@type': string; offers?: unknown; url?: string },
    );
    expect(blocks.map((block) => block['@type'])).toEqual(['Organization', 'Course', 'FAQPage']);
    expect(blocks[0]!.url).toBe(`${origin}/`);
    expect(blocks[1]!.offers).toMatchObject({ price: 1200, priceCurrency: 'INR' });

    // The card and the logo are real images of the announced size.
    for (const [file, width, height] of [
      ['/og-image.png', 1200, 630],
      ['/logo.png', 512, 512],
    ] as const) {
      const image = await request.get(file);
      expect(image.headers()['content-type']).toBe('image/png');
      const bytes = await image.body();
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([width, height]);
    }
  });

  test('an unknown path answers 404 with the not-found page in the HTML', async ({ request }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(messages.notFoundTitle);
    expect(html).not.toContain('rel="canonical"');
  });

  test('a page behind a login keeps the app shell', async ({ request }) => {
    const html = await (await request.get('/dashboard')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module"');
  });

  test('each page shows its content without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
    await expect(page.getByText(faqs[0]!.question)).toBeVisible();
    await context.close();
  });

  test('each page is laid out the same by its own CSS as by the whole stylesheet', async ({
    page,
    baseURL,
  }) => {
    // The app's modules are kept away, so only CSS changes the page. Opened by script, not goto:
    // goto waits for the app to take the page over, which it cannot without its modules.
    await page.route('**/assets/*.js', (route) => route.abort());
    const boxes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('#root *')].map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return `${element.tagName} ${[x, y, width, height].map(Math.round).join(' ')}`;
        }),
      );
    const open = async (path: string) => {
      const url = new URL(path, baseURL).href;
      await page.evaluate((address) => window.location.assign(address), url);
      await page.waitForURL(url);
      await page.waitForLoadState('load');
    };
    await page.goto('about:blank');
    for (const path of publicPages) {
      await page.route('**/assets/*.css', (route) => route.abort());
      await open(path);
      const withOwnCss = await boxes();
      await page.unroute('**/assets/*.css');
      await open(path);
      await page.waitForFunction(() =>
        [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/')),
      );
      expect(await boxes(), path).toEqual(withOwnCss);
    }
  });

  test('what the page shows after hydration is styled by the whole stylesheet', async ({
    page,
  }) => {
    await page.goto('/');
    await pageFinishedLoading(page);
    // The enrollment dialog is not in the prerendered HTML, so its rules (max-w-lg among them)
    // are not in the page's own CSS; the stylesheet linked at the first paint brings them.
    await page.locator('#featured-program').getByRole('link', { name: 'Enroll Now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => getComputedStyle(element).maxWidth)).toBe('512px');
  });

  for (const path of publicPages) {
    test(`${path} hydrates without a mismatch and works`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(path);
      // Interactive once the session is known: Login is shown (it holds its place before).
      await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
      await page.getByRole('link', { name: 'About Us' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      const expected =
        path === '/nope' ? ['404 Error: User attempted to access non-existent route: /nope'] : [];
      expect(errors.filter((error) => !error.includes('status of 404'))).toEqual(expected);
    });
  }

  test('the page a native post is answered with hydrates without a mismatch and keeps what it shows', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    // The form goes before the scripts arrive; they come with the page that answers it.
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Contact Us' });
    await form.getByLabel('Name').fill('R');
    await form.getByLabel('Email').fill('r@localhost');
    await form.getByLabel('Subject').fill('Timings');
    await form.getByLabel('Message').fill('When do classes start?');
    await page.unrouteAll();
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByLabel('Name')).toHaveAccessibleDescription(messages.contactNameTooShort);
    // The app has taken the page over (the session is known), and the values and problems stay.
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('When do classes start?');
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription(messages.invalidEmail);
    await form.getByLabel('Name').fill('Ravi');
    await form.getByLabel('Email').fill('ravi@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    // Sent by the app this time: its toast.
    await expect(page.getByText(messages.contactSentTitle)).toBeVisible();
    // The aborted scripts, and the refused post's own status (400), are logged by the browser.
    const unexpected = errors.filter(
      (error) => !error.includes('net::ERR_FAILED') && !error.includes('status of 400'),
    );
    expect(unexpected).toEqual([]);
  });
});
