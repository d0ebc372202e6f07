import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  signInAsTeam,
  signUpViaApi,
  verifyEmailFromMail,
  xsrfHeaders,
} from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { latestMailTo, linkIn } from './support/mail.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** A day in India, as batches are dated. */
const dayInIndia = (instant: number) =>
  new Date(instant + 330 * MINUTE_MS).toISOString().slice(0, 10);
/** How the team's pages write a day: '28 November 2026'. */
const inWords = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/** A learner who signs up, verifies their address and asks to enrol; the team enrols them. */
async function enrolledLearner(browser: Browser, team: Page, fullName: string) {
  const page = await newPage(browser);
  const learner = await signUpViaApi(page, fullName);
  await verifyEmailFromMail(page, learner.email);
  const [firstName, lastName] = fullName.split(' ');
  const asked = await page.request.post('/api/enrollments', {
    data: { firstName, lastName, email: learner.email },
    headers: await xsrfHeaders(page),
  });
  expect(asked.status()).toBe(201);
  const { enrollments } = (await (await team.request.get('/api/admin/leads')).json()) as {
    enrollments: Array<{ id: number; email: string }>;
  };
  const request = enrollments.find((each) => each.email === learner.email)!;
  for (const status of ['contacted', 'enrolled']) {
    const moved = await team.request.patch(`/api/admin/enrollments/${request.id}`, {
      data: { status },
      headers: await xsrfHeaders(team),
    });
    expect(moved.status()).toBe(200);
  }
  return { page, ...learner };
}

/**
 * Issue #32, as the people involved see it: the team invites a mentor and sets a batch's
 * schedule; a learner sees 'Next class', joins it in its window and appears on the mentor's
 * roster; the mentor finalises the roster, adds the recording (which reaches the learner who
 * missed the class by mail) and posts an announcement that shows on the learners' dashboards.
 */
test('the team, a mentor and learners run a class from schedule to recording', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const team = await newPage(browser);
  await signInAsTeam(team);

  // The team invites a mentor, who accepts from the mailed link.
  const mentor = await newPage(browser);
  const mentorName = `Meera Mentor ${Date.now() % 100_000}`;
  const mentorAccount = await signUpViaApi(mentor, mentorName);
  await team.goto('/admin/staff');
  await team.getByLabel('E-mail').fill(mentorAccount.email);
  await team.getByRole('button', { name: 'Send invite' }).click();
  await expect(team.getByText(`Invite sent to ${mentorAccount.email}.`)).toBeVisible();
  const invite = await latestMailTo(mentorAccount.email, { subject: /invited to mentor/ });
  await mentor.goto(linkIn(invite, '/staff-invite'));
  await mentor.getByRole('button', { name: 'Accept invite' }).click();
  await expect(mentor.getByText('Welcome, mentor!', { exact: false })).toBeVisible();

  // A batch starting today with two seats (full once both learners are in, so no other test's
  // request lands in it), and the mentor assigned to it on the Staff page.
  const startsOn = dayInIndia(Date.now());
  const endsOn = dayInIndia(Date.now() + 55 * DAY_MS);
  const created = await team.request.post('/api/admin/batches', {
    data: { startsOn, endsOn, schedule: 'Mon–Fri, 7–9 pm IST', seats: 2, priceInr: 1200 },
    headers: await xsrfHeaders(team),
  });
  expect(created.status()).toBe(201);
  const batchId = ((await created.json()) as { id: number }).id;
  await team.reload();
  const mentorForm = team
    .locator('form')
    .filter({ has: team.getByRole('button', { name: `Save batches of ${mentorName}` }) });
  await mentorForm
    .getByRole('checkbox', { name: `${inWords(startsOn)} – ${inWords(endsOn)}` })
    .check();
  await mentorForm.getByRole('button', { name: `Save batches of ${mentorName}` }).click();
  await expect(team.getByText(`Batches of ${mentorName} saved`)).toBeVisible();

  // The team sets the schedule once: weekday evenings in India.
  await team.goto(`/teaching/batches/${batchId}`);
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await team.getByRole('checkbox', { name: day }).check();
  }
  await team.getByLabel('Start time').fill('19:00');
  await team.getByLabel('End time').fill('21:00');
  await team.getByLabel('Meeting link').first().fill('https://meet.example.org/launchpad-weekdays');
  await team.getByRole('button', { name: 'Save schedule' }).click();
  await expect(team.getByText(/\d+ classes? scheduled/)).toBeVisible();

  // And a class that starts in five minutes, which Join opens for now.
  const meetingLink = `https://meet.example.org/e2e-${batchId}`;
  const added = await team.request.post(`/api/admin/batches/${batchId}/classes`, {
    data: {
      title: 'Live: forms that help',
      startsAt: new Date(Date.now() + 5 * MINUTE_MS).toISOString(),
      endsAt: new Date(Date.now() + 65 * MINUTE_MS).toISOString(),
      meetingLink,
    },
    headers: await xsrfHeaders(team),
  });
  expect(added.status()).toBe(201);
  const classId = ((await added.json()) as { id: number }).id;

  const asha = await enrolledLearner(browser, team, 'Asha Present');
  const ravi = await enrolledLearner(browser, team, 'Ravi Absent');

  // Asha sees the class as her next one and joins it: the meeting opens in a new tab.
  await asha.page
    .context()
    .route('https://meet.example.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title><h1>Meeting</h1>' }),
    );
  await asha.page.goto('/dashboard');
  const nextClass = asha.page.getByRole('region', { name: 'Next class' });
  await expect(nextClass.getByText('Live: forms that help')).toBeVisible();
  const [meeting] = await Promise.all([
    asha.page.context().waitForEvent('page'),
    nextClass.getByRole('button', { name: 'Join' }).click(),
  ]);
  await meeting.waitForURL(meetingLink);

  // The mentor's roster starts from the join; the rest are marked absent and it is saved.
  await mentor.goto(`/teaching/classes/${classId}`);
  const ashaRow = mentor.getByRole('group', { name: 'Asha Present' });
  await expect(ashaRow).toContainText('Joined at');
  await expect(ashaRow.getByRole('radio', { name: 'Present' })).toBeChecked();
  await mentor.getByRole('button', { name: 'Mark the rest absent' }).click();
  await expect(
    mentor.getByRole('group', { name: 'Ravi Absent' }).getByRole('radio', { name: 'Absent' }),
  ).toBeChecked();
  await mentor.getByRole('button', { name: 'Save roster' }).click();
  await expect(mentor.getByText('Roster saved')).toBeVisible();
  await expectNoSeriousA11yViolations(mentor);

  // The recording reaches the learner who missed the class, by mail.
  await mentor.getByLabel(/^Recording link/).fill('https://videos.example.org/forms-that-help');
  await mentor.getByRole('button', { name: 'Save recording' }).click();
  const recording = await latestMailTo(ravi.email, { subject: /Recording: Live: forms that help/ });
  expect(recording.text).toContain('https://videos.example.org/forms-that-help');

  // An announcement from the mentor shows on the learners' dashboards.
  await mentor.goto(`/teaching/batches/${batchId}`);
  await mentor.getByLabel(/^Announcement/).fill('Bring a **form** you find hard to use on Friday.');
  await mentor.getByRole('button', { name: 'Post announcement' }).click();
  await expect(mentor.getByText('Announcement posted and mailed to the batch')).toBeVisible();
  await ravi.page.goto('/dashboard');
  const announcements = ravi.page.getByRole('region', { name: 'Announcements' });
  await expect(announcements.getByText('form', { exact: true })).toBeVisible();
  await expect(announcements).toContainText(mentorName);
  await expectNoSeriousA11yViolations(ravi.page);
});
