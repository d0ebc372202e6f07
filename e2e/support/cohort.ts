import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import {
  LEARNER_PASSWORD,
  VERIFY_SUBJECT,
  signUpViaApi,
  uniqueEmail,
  verifyEmailFromMail,
  xsrfHeaders,
} from './accounts.ts';
import { latestMailTo, linkIn } from './mail.ts';

/**
 * The cohort's people as the e2e specs need them (issues #32–#33): a batch of one's own, learners
 * enrolled in it by the team, and a mentor invited and assigned to it.
 */

export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

/** A day in India, as batches are dated. */
export const dayInIndia = (instant: number) =>
  new Date(instant + 330 * MINUTE_MS).toISOString().slice(0, 10);

/** How the team's pages write a day: '28 November 2026'. */
export const inWords = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A browser window of its own (its own cookies): one per person in a spec. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/**
 * Opens a batch starting today with as many seats as the spec's learners: full once they are in,
 * so no other spec's request lands in it. Returns its id and dates.
 */
export async function batchOfOwn(team: Page, seats: number) {
  const startsOn = dayInIndia(Date.now());
  // An end of its own (specs start seconds apart), so the Staff page names each batch uniquely.
  const endsOn = dayInIndia(Date.now() + (40 + (Math.floor(Date.now() / 1000) % 300)) * DAY_MS);
  const created = await team.request.post('/api/admin/batches', {
    data: { startsOn, endsOn, schedule: 'Mon–Fri, 7–9 pm IST', seats, priceInr: 1200 },
    headers: await xsrfHeaders(team),
  });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, startsOn, endsOn };
}

/** The team moves a learner's enrollment request to 'enrolled' (by way of 'contacted'). */
async function enrolByTeam(team: Page, email: string) {
  const { enrollments } = (await (await team.request.get('/api/admin/leads')).json()) as {
    enrollments: Array<{ id: number; email: string }>;
  };
  const request = enrollments.find((each) => each.email === email)!;
  for (const status of ['contacted', 'enrolled']) {
    const moved = await team.request.patch(`/api/admin/enrollments/${request.id}`, {
      data: { status },
      headers: await xsrfHeaders(team),
    });
    expect(moved.status()).toBe(200);
  }
}

/** A learner who signs up, verifies their address and asks to enrol; the team enrols them. */
export async function enrolledLearner(browser: Browser, team: Page, fullName: string) {
  const page = await newPage(browser);
  const learner = await signUpViaApi(page, fullName);
  await verifyEmailFromMail(page, learner.email);
  const [firstName, lastName] = fullName.split(' ');
  const asked = await page.request.post('/api/enrollments', {
    data: { firstName, lastName, email: learner.email },
    headers: await xsrfHeaders(page),
  });
  expect(asked.status()).toBe(201);
  await enrolByTeam(team, learner.email);
  return { page, ...learner };
}

/**
 * A learner of the batch as the API knows them: signed up, verified from the mailed link and
 * enrolled by the team; `session` is their own request context (no browser window).
 */
export async function enrolledViaApi(team: Page, fullName: string) {
  const session = await playwrightRequest.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  const headers = async () => {
    await session.get('/api/health');
    const { cookies } = await session.storageState();
    return { 'X-XSRF-TOKEN': cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '' };
  };
  const email = uniqueEmail('roster');
  const registered = await session.post('/api/auth/register', {
    data: { fullName, email, password: LEARNER_PASSWORD },
    headers: await headers(),
  });
  expect(registered.status()).toBe(201);
  const token = new URL(
    linkIn(await latestMailTo(email, { subject: VERIFY_SUBJECT }), '/verify-email'),
  ).searchParams.get('token');
  const verified = await session.post('/api/auth/verify-email', {
    data: { token },
    headers: await headers(),
  });
  expect(verified.status()).toBe(200);
  const [firstName, lastName] = fullName.split(' ');
  const asked = await session.post('/api/enrollments', {
    data: { firstName, lastName, email },
    headers: await headers(),
  });
  expect(asked.status()).toBe(201);
  await enrolByTeam(team, email);
  return { fullName, email, session, headers };
}

/**
 * A mentor as the team makes one: invited on the Staff page, accepting from the mailed link, and
 * assigned to the batch there. `team` ends on the Staff page.
 */
export async function mentorOfBatch(
  browser: Browser,
  team: Page,
  mentorName: string,
  batch: { startsOn: string; endsOn: string },
) {
  const mentor = await newPage(browser);
  const account = await signUpViaApi(mentor, mentorName);
  await team.goto('/admin/staff');
  await team.getByLabel('E-mail').fill(account.email);
  await team.getByRole('button', { name: 'Send invite' }).click();
  await expect(team.getByText(`Invite sent to ${account.email}.`)).toBeVisible();
  const invite = await latestMailTo(account.email, { subject: /invited to mentor/ });
  await mentor.goto(linkIn(invite, '/staff-invite'));
  await mentor.getByRole('button', { name: 'Accept invite' }).click();
  await expect(mentor.getByText('Welcome, mentor!', { exact: false })).toBeVisible();

  await team.reload();
  const save = team.getByRole('button', { name: `Save batches of ${mentorName}` });
  const form = team.locator('form').filter({ has: save });
  await form
    .getByRole('checkbox', { name: `${inWords(batch.startsOn)} – ${inWords(batch.endsOn)}` })
    .check();
  await save.click();
  await expect(team.getByText(`Batches of ${mentorName} saved`)).toBeVisible();
  return { page: mentor, ...account };
}
