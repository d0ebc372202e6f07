import { expect, test } from './support/test.ts';
import { signInAsTeam, xsrfHeaders } from './support/accounts.ts';
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

/**
 * Issue #33 from hand-in to certificate, as the people involved see it: a mentor sets a project
 * with a rubric; the learner hands it in; the mentor claims it and sends 'needs work' with the
 * rubric; the learner hands it in again; the mentor passes it, by keyboard alone; once the batch
 * has ended the learner meets the completion rules, and the team issues the certificate, whose
 * public page lists the evidence (the project with its reviewer) and says 'Verified'. How long a
 * review takes is reported as an annotation (measured, not asserted).
 */
test('a project goes from hand-in through review to a certificate with evidence', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const team = await newPage(browser);
  await signInAsTeam(team);
  const batch = await batchOfOwn(team, 1);
  const mentorName = `Mira Reviewer ${Date.now() % 100_000}`;
  const { page: mentor } = await mentorOfBatch(browser, team, mentorName, batch);
  const learnerName = `Priya Builder${Date.now() % 100_000}`;
  const learner = await enrolledLearner(browser, team, learnerName);
  const title = `Landing page ${batch.id}`;

  // The mentor sets the project on the batch's page, with a two-criterion rubric.
  await mentor.goto(`/teaching/batches/${batch.id}`);
  const newProject = mentor.getByRole('form', { name: 'New project' });
  await newProject.getByLabel('Week').fill('1');
  await newProject.getByLabel('Title').fill(title);
  await newProject
    .getByLabel('Brief')
    .fill('Build a **responsive** landing page for the program.\n\n- a hero\n- a signup form');
  await newProject.getByLabel('Due date (India)').fill(dayInIndia(Date.now() + 7 * DAY_MS));
  await newProject
    .getByRole('group', { name: 'Criterion 1' })
    .getByLabel('Name')
    .fill('Semantic HTML');
  await newProject.getByRole('button', { name: 'Add criterion' }).click();
  await newProject
    .getByRole('group', { name: 'Criterion 2' })
    .getByLabel('Name')
    .fill('Responsive layout');
  await newProject.getByRole('button', { name: 'Create project' }).click();
  await expect(mentor.getByText('Project created')).toBeVisible();
  await expect(mentor.getByText(`Week 1: ${title}`)).toBeVisible();
  // The cockpit lists the learner; a nudge reaches them by mail.
  const cockpit = mentor.getByRole('region', { name: 'Learners at a glance' });
  const row = cockpit.getByRole('row', { name: new RegExp(learnerName) });
  await row.getByRole('button', { name: `Nudge by mail ${learnerName}` }).click();
  await expect(mentor.getByText(`Nudge sent to ${learnerName}`)).toBeVisible();
  await latestMailTo(learner.email, { subject: new RegExp(`${mentorName} is checking in on you`) });
  await expectNoSeriousA11yViolations(mentor);

  // The learner hands it in from the dashboard.
  const handIn = async (repository: string) => {
    await learner.page.goto('/dashboard');
    const project = learner.page.getByRole('article', { name: title });
    await project.getByLabel('Repository link').fill(repository);
    await project
      .getByLabel('Live link')
      .fill(`https://${repository.split('/').pop()}.example.org/`);
    await project.getByRole('button', { name: /^Hand in/ }).click();
    await expect(project.getByText('Waiting for review').first()).toBeVisible();
  };
  await handIn('https://code.example.org/priya/landing');

  // The mentor claims it from the queue and sends 'needs work' with the rubric.
  const reviewStarted = Date.now();
  await mentor.goto('/teaching/reviews');
  await mentor.getByRole('link', { name: `Review ${learnerName}'s ${title}` }).click();
  await expect(mentor.getByText('a signup form')).toBeVisible();
  await mentor.getByRole('button', { name: 'Claim for review' }).click();
  const review = mentor.getByRole('form', { name: 'Your review' });
  await review
    .getByRole('radiogroup', { name: 'Semantic HTML' })
    .getByLabel('Fully (2 points)')
    .check();
  await review
    .getByRole('radiogroup', { name: 'Responsive layout' })
    .getByLabel('Missing (0 points)')
    .check();
  await review.getByLabel('Needs work').check();
  await review.getByLabel('Feedback').fill('The layout breaks below **400 px**: fix the menu.');
  await expectNoSeriousA11yViolations(mentor);
  await review.getByRole('button', { name: 'Send review' }).click();
  await expect(mentor.getByText('Review sent')).toBeVisible();
  const firstReviewMs = Date.now() - reviewStarted;
  await expect(mentor.getByRole('heading', { level: 1, name: 'Hand-ins to review' })).toBeVisible();

  // The learner is mailed, reads the review on the dashboard and hands in again.
  const needsWork = await latestMailTo(learner.email, {
    subject: new RegExp(`Your project needs work: ${title}`),
  });
  expect(needsWork.text).toContain('2 of 4 points');
  await learner.page.goto('/dashboard');
  const project = learner.page.getByRole('article', { name: title });
  await expect(project.getByText('400 px')).toBeVisible();
  await expect(project.getByText('2 of 4 points')).toBeVisible();
  await handIn('https://code.example.org/priya/landing-v2');

  // The second review, by keyboard alone: claim, a level per criterion, the verdict, feedback.
  const secondStarted = Date.now();
  await mentor.goto('/teaching/reviews');
  await mentor.getByRole('link', { name: `Review ${learnerName}'s ${title}` }).click();
  await expect(mentor.getByText(`${learnerName}'s earlier hand-ins`)).toBeVisible();
  let keystrokes = 0;
  const press = async (key: string, times = 1) => {
    for (let i = 0; i < times; i += 1) {
      await mentor.keyboard.press(key);
      keystrokes += 1;
    }
  };
  await mentor.getByRole('button', { name: 'Claim for review' }).focus();
  await press('Enter');
  await review
    .getByRole('radiogroup', { name: 'Semantic HTML' })
    .getByLabel('Missing (0 points)')
    .focus();
  await press('Space');
  await press('ArrowRight', 2); // Fully
  await press('Tab'); // to 'Responsive layout'
  await press('Space');
  await press('ArrowRight', 2); // Fully
  await press('Tab'); // to 'Verdict'
  await press('Space'); // Passed
  await press('Tab'); // to 'Feedback'
  await mentor.keyboard.type('Works on every width now. Well done!');
  keystrokes += 'Works on every width now. Well done!'.length;
  await expect(review.getByText('4 of 4 points')).toBeVisible();
  await press('Tab'); // to 'Send review'
  await press('Enter');
  await expect(mentor.getByText('Review sent')).toBeVisible();
  const secondReviewMs = Date.now() - secondStarted;
  test.info().annotations.push({
    type: 'review time',
    description: `first review (mouse) ${firstReviewMs} ms; second (keyboard, ${keystrokes} keystrokes) ${secondReviewMs} ms, from opening the queue to 'Review sent'`,
  });
  console.log(
    `review time: first ${firstReviewMs} ms, second ${secondReviewMs} ms, ${keystrokes} keystrokes`,
  );

  const passed = await latestMailTo(learner.email, {
    subject: new RegExp(`Your project passed: ${title}`),
  });
  expect(passed.text).toContain('4 of 4 points');

  // The batch ends; with every project passed the learner meets the batch's rules.
  const ended = await team.request.put(`/api/admin/batches/${batch.id}`, {
    data: {
      startsOn: dayInIndia(Date.now() - 60 * DAY_MS),
      endsOn: dayInIndia(Date.now() - DAY_MS),
      schedule: 'Mon–Fri, 7–9 pm IST',
      seats: 1,
      priceInr: 1200,
      // Closed, as a batch that ended is: an open one starting first would take other specs' requests.
      status: 'closed',
    },
    headers: await xsrfHeaders(team),
  });
  expect(ended.status()).toBe(200);
  await learner.page.goto('/dashboard');
  await expect(
    learner.page
      .getByRole('region', { name: 'Your progress to the certificate' })
      .getByText('You meet every rule for your certificate.'),
  ).toBeVisible();

  // The team issues the certificate; its public page lists the evidence and verifies.
  await team.goto('/admin/certificates');
  await team.getByRole('button', { name: `Issue a certificate to ${learnerName}` }).click();
  await expect(team.getByText(`Certificate issued to ${learnerName}.`)).toBeVisible();
  await team.getByRole('link', { name: `Open page of ${learnerName}'s certificate` }).click();
  const evidence = team.getByRole('region', { name: 'Evidence' });
  await expect(evidence.getByText(`${title}, reviewed by ${mentorName}`)).toBeVisible();
  await expect(team.getByText('✓ Verified', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(team);
});
