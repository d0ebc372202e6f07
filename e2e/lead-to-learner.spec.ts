import { messages } from '@launchpad/contract';
import { expect, test } from './support/test.ts';
import { signInAsTeam, signUpViaApi, verifyEmailFromMail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { openBatch } from './support/batches.ts';
import { latestMailTo } from './support/mail.ts';

/**
 * Issue #16's whole path, as the people involved see it: a referred visitor asks to enroll, the
 * team finds them by a fragment of their phone number, notes the call and asks for payment, the
 * learner pays by UPI and submits the UTR, the team confirms, and the learner is enrolled in the
 * batch with its class link, a numbered receipt in their mailbox and a referral for their friend.
 */
test('a referred request becomes a paid, enrolled learner of a batch', async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL;
  const newPage = async () => (await browser.newContext({ baseURL })).newPage();

  // A learner who will refer a friend takes their referral code from the dashboard's card.
  const referrer = await newPage();
  await signUpViaApi(referrer, 'Anita Rao');
  const code = (
    (await (await referrer.request.get('/api/referrals/me')).json()) as { code: string }
  ).code;

  // The team opens a batch starting sooner than any other test's, so new requests are for it.
  const team = await newPage();
  await signInAsTeam(team);
  const classLink = `https://meet.example.org/launchpad-${Date.now()}`;
  await openBatch(team, { startsInDays: 2, seats: 20, classLink });

  // The friend signs up, verifies their address (payments are shown to the verified owner only)
  // and asks to enroll with their phone number and the referral code.
  const learnerPage = await newPage();
  const learner = await signUpViaApi(learnerPage, 'Kiran Mehta');
  await verifyEmailFromMail(learnerPage, learner.email);
  const phoneDigits = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await learnerPage.goto('/dashboard');
  const banner = learnerPage.getByRole('region', { name: 'Frontend Launchpad' });
  await banner.getByRole('link', { name: 'Enroll Now' }).click();
  const dialog = learnerPage.getByRole('dialog', { name: 'Begin Your Enrollment' });
  await dialog.getByLabel('Phone Number').fill(`+91 ${phoneDigits}`);
  await dialog.getByLabel('Referral Code (optional)').fill(code);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(learnerPage.getByText(messages.enrollmentSubmittedTitle)).toBeVisible();

  // The team finds them by a fragment of the phone number, notes the call, asks for payment.
  await team.goto('/admin');
  const search = team.getByRole('search', { name: 'Search people' });
  await search.getByLabel('Search').fill(phoneDigits.slice(3, 9));
  await search.getByRole('button', { name: 'Search' }).click();
  await team
    .getByRole('region', { name: 'People' })
    .getByRole('link', { name: 'Kiran Mehta' })
    .click();
  await expect(team.getByRole('heading', { level: 1, name: 'Kiran Mehta' })).toBeVisible();
  const notes = team.getByRole('region', { name: 'Notes' });
  await notes.getByRole('textbox', { name: 'Note' }).fill('Called: pays by UPI tonight.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(team.getByText('Note added')).toBeVisible();
  const status = team
    .getByRole('article')
    .filter({ hasText: 'Frontend Launchpad' })
    .getByLabel('Status');
  await status.selectOption('contacted');
  await expect(status).toHaveValue('contacted');
  await expect(status).toBeEnabled();
  await status.selectOption('payment_pending');
  await expect(team.getByText('Status changed to payment pending')).toBeVisible();

  // The learner is asked to pay: a mail, and on the dashboard the amount, the QR code and the link.
  await latestMailTo(learner.email, { subject: /payment of ₹1,200/ });
  await learnerPage.goto('/dashboard');
  const payment = learnerPage.getByRole('region', { name: 'Pay ₹1,200 to take your seat' });
  await expect(payment.getByRole('img', { name: /UPI QR code to pay ₹1,200/ })).toBeVisible();
  await expect(payment.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute(
    'href',
    /^upi:\/\/pay\?pa=launchpad-e2e%40okaxis&pn=Frontend(%20|\+)Launchpad&am=1200\.00&cu=INR&tn=.+&tr=LP[A-Z2-7]{10}$/,
  );
  await expectNoSeriousA11yViolations(learnerPage);
  const utr = String(Math.floor(Math.random() * 1e12)).padStart(12, '4');
  await payment.getByLabel('UTR (12 digits)').fill(utr);
  await payment.getByRole('button', { name: 'Submit UTR' }).click();
  await expect(payment.getByText('Payment submitted — the team will confirm it')).toBeVisible();

  // The team sees the UTR beside the request and confirms it.
  await team.goto('/admin/payments');
  const submitted = team.getByRole('article', { name: /Payment of ₹1,200 from Kiran Mehta/ });
  await expect(submitted).toContainText(utr);
  await expectNoSeriousA11yViolations(team);
  await submitted.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    team.getByText(/Payment confirmed: Kiran Mehta is enrolled \(receipt FL-\d{6}\)/),
  ).toBeVisible();

  // The learner is enrolled in the batch: its schedule and class link, and a numbered receipt.
  await learnerPage.reload();
  await expect(banner.getByText('Enrolled', { exact: true })).toBeVisible();
  await expect(banner.getByText('Mon–Fri, 7–9 pm IST')).toBeVisible();
  await expect(banner.getByRole('link', { name: /Join the live class/ })).toHaveAttribute(
    'href',
    classLink,
  );
  const receipt = await latestMailTo(learner.email, {
    subject: /^Receipt FL-\d{6}: you are enrolled/,
  });
  expect(receipt.text).toContain('1,200');

  // The friend who referred them has one successful referral: 100 points.
  await referrer.goto('/dashboard');
  await expect(referrer.getByTestId('referral-points')).toHaveText('100');
  await expect(referrer.getByTestId('referral-count')).toHaveText('1');
});
