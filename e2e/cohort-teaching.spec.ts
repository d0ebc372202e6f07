import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  LEARNER_PASSWORD,
  VERIFY_SUBJECT,
  signInAsTeam,
  signUpViaApi,
  uniqueEmail,
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

/**
 * A learner of the batch as the API knows them: signed up, verified from the mailed link and
 * enrolled by the team; `session` is their own request context (no browser window).
 */
async function enrolledViaApi(team: Page, fullName: string) {
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
  return { fullName, email, session, headers };
}

/**
 * The roster of a full batch (30) marked with the keyboard alone: 20 learners joined (present
 * already), 3 of them came late, 2 who did not join are excused and the rest absent. The page is
 * the one a mentor has (the team sees the same). Keystrokes are counted and the time is reported
 * as an annotation (speed is measured, not asserted); the marks are checked as the server saved
 * them.
 */
test('a roster of 30 is marked with the keyboard alone', async ({ browser }) => {
  test.setTimeout(240_000);
  const team = await newPage(browser);
  await signInAsTeam(team);
  // Starts today and has exactly the 30 seats its learners take: no other test's request lands.
  const created = await team.request.post('/api/admin/batches', {
    data: {
      startsOn: dayInIndia(Date.now()),
      endsOn: dayInIndia(Date.now() + 55 * DAY_MS),
      schedule: 'Mon–Fri, 7–9 pm IST',
      seats: 30,
      priceInr: 1200,
    },
    headers: await xsrfHeaders(team),
  });
  expect(created.status()).toBe(201);
  const batchId = ((await created.json()) as { id: number }).id;
  const added = await team.request.post(`/api/admin/batches/${batchId}/classes`, {
    data: {
      title: 'Live: a full house',
      startsAt: new Date(Date.now() + 5 * MINUTE_MS).toISOString(),
      endsAt: new Date(Date.now() + 65 * MINUTE_MS).toISOString(),
      meetingLink: 'https://meet.example.org/full-house',
    },
    headers: await xsrfHeaders(team),
  });
  expect(added.status()).toBe(201);
  const classId = ((await added.json()) as { id: number }).id;

  const names = Array.from({ length: 30 }, (_, i) => `Roster L${String(i + 1).padStart(2, '0')}`);
  const learners = [];
  // Six at a time: sign-ups and their mails in parallel, the team's moves one by one each.
  for (let i = 0; i < names.length; i += 6) {
    learners.push(
      ...(await Promise.all(names.slice(i, i + 6).map((n) => enrolledViaApi(team, n)))),
    );
  }
  const joined = new Set(names.slice(0, 20));
  for (const learner of learners.filter((each) => joined.has(each.fullName))) {
    const join = await learner.session.post(`/api/classes/${classId}/join`, {
      headers: await learner.headers(),
    });
    expect(join.status()).toBe(200);
  }
  const late = new Set(names.slice(0, 3));
  const excused = new Set(names.slice(20, 22));

  await team.goto(`/teaching/classes/${classId}`);
  const groups = team.getByRole('group');
  await expect(groups).toHaveCount(30);
  const rowOrder = await groups.locator('legend').allTextContents();
  // The keyboard from here on: the first row's radio is where Tab enters the roster.
  await groups.first().getByRole('radio').first().focus();
  const started = Date.now();
  let keystrokes = 0;
  const press = async (key: string) => {
    keystrokes += 1;
    await team.keyboard.press(key);
  };
  for (const [index, name] of rowOrder.entries()) {
    if (index > 0) await press('Tab');
    // A joined row has Present checked and focused: → is Late. An unjoined row focuses Present
    // unchecked: ← wraps round to Excused.
    if (late.has(name)) await press('ArrowRight');
    if (excused.has(name)) await press('ArrowLeft');
  }
  await press('Tab'); // 'Mark the rest absent'
  await press('Enter');
  await press('Enter'); // focus is on 'Save roster' now
  await expect(team.getByText('Roster saved')).toBeVisible();
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({
    type: 'roster of 30',
    description: `${keystrokes} keystrokes, ${seconds.toFixed(1)} s in the browser`,
  });
  console.log(`roster of 30 marked: ${keystrokes} keystrokes, ${seconds.toFixed(1)} s`);

  const saved = (await (
    await team.request.get(`/api/teaching/classes/${classId}/roster`)
  ).json()) as { learners: Array<{ name: string; status: string | null }> };
  const expected = (name: string) =>
    late.has(name)
      ? 'late'
      : joined.has(name)
        ? 'present'
        : excused.has(name)
          ? 'excused'
          : 'absent';
  expect(saved.learners).toHaveLength(30);
  for (const learner of saved.learners) {
    expect({ name: learner.name, status: learner.status }).toEqual({
      name: learner.name,
      status: expected(learner.name),
    });
  }
  await Promise.all(learners.map((learner) => learner.session.dispose()));
});
