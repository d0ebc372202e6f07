import { expect, test } from './support/test.ts';
import { signInAsTeam } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  DAY_MS,
  batchOfOwn,
  dayInIndia,
  enrolledLearner,
  mentorOfBatch,
  newPage,
} from './support/cohort.ts';
import { latestMailTo } from './support/mail.ts';

const weekdayName = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });

/**
 * Issue #33's 1:1 sessions as the two people see them: the mentor publishes a window two days
 * ahead; the learner books its first time from the dashboard and both are mailed an invite;
 * the learner moves it (the invite updates) and the mentor sees the move, then the learner
 * cancels it.
 */
test('a learner books, moves and cancels a 1:1 with their mentor', async ({ browser }) => {
  test.setTimeout(120_000);
  const team = await newPage(browser);
  await signInAsTeam(team);
  const batch = await batchOfOwn(team, 1);
  const mentorName = `Kiran Coach ${Date.now() % 100_000}`;
  const mentor = await mentorOfBatch(browser, team, mentorName, batch);
  const learnerName = `Dev Booker${Date.now() % 100_000}`;
  const learner = await enrolledLearner(browser, team, learnerName);

  // The mentor opens 10:00–11:30 (India) two days from now: three 30-minute slots.
  const day = dayInIndia(Date.now() + 2 * DAY_MS);
  await mentor.page.goto('/teaching/sessions');
  const availability = mentor.page.getByRole('form', { name: 'Your availability' });
  await availability.getByRole('button', { name: 'Add a window' }).click();
  await availability.getByLabel('Window 1 day').selectOption({ label: weekdayName(day) });
  await availability.getByLabel('From (IST)').fill('10:00');
  await availability.getByLabel('To (IST)').fill('11:30');
  await availability.getByRole('button', { name: 'Save availability' }).click();
  await expect(mentor.page.getByText('Availability saved')).toBeVisible();
  await expectNoSeriousA11yViolations(mentor.page);

  // The learner books the first of them from the dashboard.
  await learner.page.goto('/dashboard');
  const book = learner.page.getByRole('form', { name: 'Book a session' });
  await book.getByLabel('Mentor', { exact: true }).selectOption({ label: mentorName });
  const first = book.getByLabel('Time', { exact: true }).locator('option').nth(1);
  const firstTime = await first.getAttribute('value');
  await book.getByLabel('Time', { exact: true }).selectOption(firstTime!);
  await book.getByLabel('Topic (optional)').fill('My portfolio site');
  await book.getByRole('button', { name: 'Book session' }).click();
  await expect(learner.page.getByText('Session booked')).toBeVisible();
  const sessions = learner.page.getByRole('region', { name: '1:1 sessions' });
  await expect(
    sessions.getByRole('heading', { name: `1:1 mentorship with ${mentorName}` }),
  ).toBeVisible();
  await expect(sessions.locator('time', { hasText: '10:00 am IST' })).toBeVisible();
  await expectNoSeriousA11yViolations(learner.page);

  for (const to of [learner.email, mentor.email]) {
    const invite = await latestMailTo(to, { subject: /^Booked: 1:1 mentorship/ });
    expect(invite.text).toContain('The invite is attached');
  }

  // The learner moves it to 11:00; the mentor's page shows the new time.
  await sessions.getByRole('button', { name: `Move 1:1 mentorship with ${mentorName}` }).click();
  const move = sessions.getByRole('form', { name: `Move 1:1 mentorship with ${mentorName}` });
  const eleven = await move
    .getByLabel('New time')
    .locator('option', { hasText: '11:00 am IST' })
    .first() // the same weekday a week later is offered too
    .getAttribute('value');
  await move.getByLabel('New time').selectOption(eleven!);
  await move.getByRole('button', { name: 'Move session' }).click();
  await expect(learner.page.getByText('Session moved')).toBeVisible();
  await latestMailTo(mentor.email, { subject: /^Moved: 1:1 mentorship/ });
  await mentor.page.goto('/teaching/sessions');
  const booked = mentor.page.getByRole('region', { name: 'Booked sessions' });
  await expect(
    booked.getByRole('heading', { name: `1:1 mentorship with ${learnerName}` }).first(),
  ).toBeVisible();
  await expect(booked.locator('time', { hasText: '11:00 am IST' })).toBeVisible();

  // And cancels it: the slot is free again, and the mentor is told.
  await sessions
    .getByRole('button', { name: `Cancel session 1:1 mentorship with ${mentorName}` })
    .click();
  await expect(learner.page.getByText('Session cancelled')).toBeVisible();
  await latestMailTo(mentor.email, { subject: /^Cancelled: 1:1 mentorship/ });
});
