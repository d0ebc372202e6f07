import { expect, test } from './support/test.ts';
import { signInAsTeam, xsrfHeaders } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  MINUTE_MS,
  batchOfOwn,
  enrolledLearner,
  enrolledViaApi,
  mentorOfBatch,
  newPage,
} from './support/cohort.ts';
import { latestMailTo } from './support/mail.ts';

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

  // A batch starting today with two seats (full once both learners are in, so no other test's
  // request lands in it), and a mentor the team invites and assigns to it on the Staff page.
  const batch = await batchOfOwn(team, 2);
  const batchId = batch.id;
  const mentorName = `Meera Mentor ${Date.now() % 100_000}`;
  const { page: mentor } = await mentorOfBatch(browser, team, mentorName, batch);

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
  const batchId = (await batchOfOwn(team, 30)).id;
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
