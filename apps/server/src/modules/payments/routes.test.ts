import { PAYMENT_REFERENCE_PATTERN } from '@launchpad/contract';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  expectTeamOnly,
  markEmailVerified,
  signUpAdmin,
  signUpLearner,
  updateUserRow,
} from '../../testing/accounts.ts';
import { createBatch, moveEnrollment, requestEnrollment } from '../../testing/batches.ts';
import { bodyText } from '../../testing/mail-links.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { NO_OPEN_BATCH } from '../batches/service.ts';
import { ALREADY_CONFIRMED, UTR_ALREADY_USED, VERIFY_TO_PAY } from './service.ts';

const UPI_ID = 'launchpad@okaxis';
const PAYEE = 'Launchpad & Co';

describeEachDatabase('payment by UPI, confirmed by the team', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await kind.start({
      RATE_LIMITS: 'off',
      ADMIN_EMAILS: 'team@example.com, leaver@example.com, unverified-team@example.com',
      SMTP_URL: smtp.url,
      UPI_ID,
      UPI_PAYEE_NAME: PAYEE,
    });
    admin = await signUpAdmin(t.app, t.database);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  // Each test's requests go to its own batch: earlier tests' batches are closed.
  beforeEach(async () => {
    await t.database.db.updateTable('batches').set({ status: 'closed' }).execute();
  });

  /** A verified learner with a request moved to 'payment pending', and their payment. */
  async function learnerToPay(extra: Record<string, string> = {}) {
    const learner = await signUpLearner(t.app, 'Asha Verma');
    await markEmailVerified(t, learner.email);
    const enrollmentId = await requestEnrollment(t.app, t.database, learner.email, extra);
    await moveEnrollment(admin, enrollmentId, 'contacted');
    const moved = await moveEnrollment(admin, enrollmentId, 'payment_pending');
    expect(moved.statusCode).toBe(200);
    const [payment] = (await learner.client.get('/api/payments/me')).json().payments;
    return { ...learner, enrollmentId, payment };
  }

  const submitUtr = (client: TestClient, reference: string, utr: unknown) =>
    client.post(`/api/payments/${reference}/utr`, { utr });
  const paymentIdOf = async (reference: string) =>
    (
      await t.database.db
        .selectFrom('payments')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow()
    ).id;
  const confirm = (id: number) => admin.post(`/api/admin/payments/${id}/confirm`);
  const reject = (id: number, reason: unknown) =>
    admin.post(`/api/admin/payments/${id}/reject`, { reason });
  const mailsTo = async (to: string) => {
    await t.app.outbox.drain();
    return smtp.received.filter((mail) => mail.to.includes(to)).map((mail) => bodyText(mail.raw));
  };
  let utrSequence = 100_000_000_000;
  const freshUtr = () => String((utrSequence += 1));

  it('keeps the activity log and the payment when the team member who made them deletes their account', async () => {
    await createBatch(admin);
    const leaver = await signUpAdmin(t.app, t.database, 'leaver@example.com');
    const learner = await signUpLearner(t.app, 'Asha Verma');
    await markEmailVerified(t, learner.email);
    const enrollmentId = await requestEnrollment(t.app, t.database, learner.email);
    await moveEnrollment(leaver, enrollmentId, 'contacted');
    expect((await moveEnrollment(leaver, enrollmentId, 'payment_pending')).statusCode).toBe(200);
    const [payment] = (await learner.client.get('/api/payments/me')).json().payments;
    await submitUtr(learner.client, payment.reference, freshUtr());
    const id = await paymentIdOf(payment.reference);
    expect((await leaver.post(`/api/admin/payments/${id}/confirm`)).statusCode).toBe(200);

    const deleted = await leaver.request({
      method: 'DELETE',
      url: '/api/account',
      payload: { email: 'leaver@example.com' },
    });
    expect(deleted.statusCode).toBe(200);

    const log = await t.database.db
      .selectFrom('lead_activity')
      .select(['to_status', 'actor_user_id'])
      .where('lead_id', '=', enrollmentId)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { to_status: 'contacted', actor_user_id: null },
      { to_status: 'payment_pending', actor_user_id: null },
      { to_status: 'enrolled', actor_user_id: null },
    ]);
    const kept = await t.database.db
      .selectFrom('payments')
      .select(['status', 'confirmed_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ status: 'confirmed', confirmed_by: null });
  });

  it('answers 401 to visitors and 403 to learners and unverified team members on every payment admin endpoint', async () => {
    await expectTeamOnly(
      t.app,
      t.database,
      [
        (c) => c.get('/api/admin/payments'),
        (c) => c.get('/api/admin/payments?status=confirmed'),
        (c) => c.post('/api/admin/payments/1/confirm'),
        (c) => c.post('/api/admin/payments/1/reject', { reason: 'No such payment' }),
      ],
      { unverifiedTeamEmail: 'unverified-team@example.com' },
    );
    for (const url of ['/api/payments/me', '/api/payments/LPAAAAAAAAAA/qr.svg']) {
      expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
    }
    expect(
      (await new TestClient(t.app).post('/api/payments/LPAAAAAAAAAA/utr', { utr: '1' })).statusCode,
    ).toBe(401);
  });

  it("moving a request to 'payment pending' creates its payment at the batch's price and mails the learner", async () => {
    const batch = await createBatch(admin, { priceInr: 1450 });
    const { email, payment, enrollmentId } = await learnerToPay();
    expect(payment).toMatchObject({
      amountInr: 1450,
      status: 'awaiting_payment',
      utr: null,
      rejectReason: null,
      batch: { schedule: 'Mon–Fri, 7–9 pm IST' },
    });
    expect(payment.reference).toMatch(PAYMENT_REFERENCE_PATTERN);
    const row = await t.database.db
      .selectFrom('payments')
      .selectAll()
      .where('enrollment_id', '=', enrollmentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ batch_id: batch.id, amount_inr: 1450, email });

    const [mail] = await mailsTo(email).then((all) => all.filter((m) => m.includes('please pay')));
    expect(mail).toContain('₹1,450');
    expect(mail).toContain(payment.reference);
    expect(mail).toContain(`${t.config.publicUrl.origin}/dashboard`);
  });

  it("refuses 'payment pending' while no batch is open, and creates nothing", async () => {
    const id = await requestEnrollment(t.app, t.database);
    await moveEnrollment(admin, id, 'contacted');
    const res = await moveEnrollment(admin, id, 'payment_pending');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: NO_OPEN_BATCH });
    const rows = await t.database.db
      .selectFrom('payments')
      .select('id')
      .where('enrollment_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('gives the learner the UPI link and a QR code of it, and nobody else', async () => {
    await createBatch(admin, { priceInr: 1200 });
    const { client, payment, email } = await learnerToPay();
    const reference = payment.reference as string;
    expect(payment.upiLink).toBe(
      `upi://pay?pa=launchpad%40okaxis&pn=Launchpad%20%26%20Co&am=1200.00&cu=INR&tn=Frontend%20Launchpad%20${reference}&tr=${reference}`,
    );
    const qr = await client.get(`/api/payments/${reference}/qr.svg`);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(qr.headers['cache-control']).toBe('private, no-store');
    expect(qr.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);

    const stranger = await signUpLearner(t.app);
    await markEmailVerified(t, stranger.email);
    expect((await stranger.client.get('/api/payments/me')).json()).toEqual({ payments: [] });
    expect((await stranger.client.get(`/api/payments/${reference}/qr.svg`)).statusCode).toBe(404);
    expect((await submitUtr(stranger.client, reference, freshUtr())).statusCode).toBe(404);

    // The same address, signed up by someone who never proved it: nothing.
    await updateUserRow(t, { email }, { email_verified_at: null });
    const unverified = await client.get('/api/payments/me');
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({ message: VERIFY_TO_PAY });
    expect((await client.get(`/api/payments/${reference}/qr.svg`)).statusCode).toBe(403);
    expect((await submitUtr(client, reference, freshUtr())).statusCode).toBe(403);
    expect((await client.get('/api/payments/LPAAAAAAAAAA/qr.svg')).statusCode).toBe(403);
  });

  it('takes a UTR of exactly 12 digits, once per payment', async () => {
    await createBatch(admin);
    const first = await learnerToPay();
    const second = await learnerToPay();
    for (const utr of ['12345678901', '1234567890123', 'abcdefghijkl', '12345 678901', 12, null]) {
      const res = await submitUtr(first.client, first.payment.reference, utr);
      expect(res.statusCode, String(utr)).toBe(400);
      expect(res.json().fieldErrors.utr).toBeDefined();
    }
    const utr = freshUtr();
    const ok = await submitUtr(first.client, first.payment.reference, ` ${utr} `);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'submitted', utr });
    // A typo can be corrected while the team has not confirmed.
    const corrected = freshUtr();
    expect((await submitUtr(first.client, first.payment.reference, corrected)).json().utr).toBe(
      corrected,
    );

    const reused = await submitUtr(second.client, second.payment.reference, corrected);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ message: UTR_ALREADY_USED });
    expect((await second.client.get('/api/payments/me')).json().payments[0].status).toBe(
      'awaiting_payment',
    );
  });

  it('confirms a payment once: the learner is enrolled in the batch, a seat is taken, a numbered receipt is mailed', async () => {
    const batch = await createBatch(admin, {
      priceInr: 1300,
      classLink: 'https://meet.example.org/batch-room',
    });
    const learner = await learnerToPay();
    const id = await paymentIdOf(learner.payment.reference);
    // Read before the confirmation, so a copy of the user object kept from this read would show.
    expect((await learner.client.get('/api/auth/user')).json().user.enrolledCourse).toEqual([]);
    const notYet = await confirm(id);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe('The learner has not submitted a UTR for this payment yet.');

    const utr = freshUtr();
    await submitUtr(learner.client, learner.payment.reference, utr);
    const listed = (await admin.get('/api/admin/payments')).json().payments;
    expect(listed.find((p: { id: number }) => p.id === id)).toMatchObject({
      status: 'submitted',
      utr,
      amountInr: 1300,
      learner: { firstName: 'Asha', lastName: 'Verma', email: learner.email },
      batch: { id: batch.id },
    });

    const res = await confirm(id);
    expect(res.statusCode).toBe(200);
    const confirmed = res.json();
    expect(confirmed).toMatchObject({ status: 'confirmed', utr });
    expect(confirmed.receiptNumber).toMatch(/^FL-\d{6}$/);

    const again = await confirm(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ALREADY_CONFIRMED });
    expect(
      (await submitUtr(learner.client, learner.payment.reference, freshUtr())).statusCode,
    ).toBe(409);

    const user = (await learner.client.get('/api/auth/user')).json().user;
    expect(user.enrolledCourse).toEqual(['Frontend Launchpad']);
    expect((await learner.client.get('/api/batches/mine')).json().batches).toEqual([
      expect.objectContaining({ classLink: 'https://meet.example.org/batch-room' }),
    ]);
    expect((await learner.client.get('/api/payments/me')).json()).toEqual({ payments: [] });
    // The learner's data export carries the payment as stored.
    expect((await learner.client.get('/api/account/export')).json().payments).toEqual([
      expect.objectContaining({
        reference: learner.payment.reference,
        utr,
        status: 'confirmed',
        receipt_number: expect.any(Number),
      }),
    ]);
    const seats = await t.database.db
      .selectFrom('batches')
      .select('seats_taken')
      .where('id', '=', batch.id)
      .executeTakeFirstOrThrow();
    expect(seats.seats_taken).toBe(1);
    const activity = await t.database.db
      .selectFrom('lead_activity')
      .select(['to_status', 'actor_user_id'])
      .where('lead_id', '=', learner.enrollmentId)
      .orderBy('id')
      .execute();
    expect(activity.map((a) => a.to_status)).toEqual(['contacted', 'payment_pending', 'enrolled']);

    const receipt = (await mailsTo(learner.email)).find((m) => m.includes('Receipt number'));
    expect(receipt).toContain(`Receipt number: ${confirmed.receiptNumber}`);
    expect(receipt).toContain('Amount: ₹1,300');
    expect(receipt).toContain(`UTR: ${utr}`);

    // The next confirmation takes the next number.
    const next = await learnerToPay();
    await submitUtr(next.client, next.payment.reference, freshUtr());
    const nextConfirmed = (await confirm(await paymentIdOf(next.payment.reference))).json();
    expect(Number(nextConfirmed.receiptNumber.slice(3))).toBe(
      Number(confirmed.receiptNumber.slice(3)) + 1,
    );
  });

  it('keeps the held seat for the learner who pays: a direct enrolment meanwhile finds the batch full, and the confirmation takes no second seat', async () => {
    const batch = await createBatch(admin, { seats: 1 });
    const late = await learnerToPay();
    await submitUtr(late.client, late.payment.reference, freshUtr());
    const other = await requestEnrollment(t.app, t.database);
    await moveEnrollment(admin, other, 'contacted');
    const direct = await moveEnrollment(admin, other, 'enrolled');
    expect(direct.statusCode).toBe(409);
    expect(direct.json()).toEqual({ message: NO_OPEN_BATCH });

    const res = await confirm(await paymentIdOf(late.payment.reference));
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('confirmed');
    const seats = await t.database.db
      .selectFrom('batches')
      .select(['seats_taken', 'status'])
      .where('id', '=', batch.id)
      .executeTakeFirstOrThrow();
    expect(seats).toEqual({ seats_taken: 1, status: 'full' });
  });

  it('rejects a submitted payment with a reason the learner reads, and lets them submit again', async () => {
    await createBatch(admin);
    const learner = await learnerToPay();
    const id = await paymentIdOf(learner.payment.reference);
    expect((await reject(id, 'No payment with this UTR arrived')).statusCode).toBe(409);
    await submitUtr(learner.client, learner.payment.reference, freshUtr());
    expect((await reject(id, 'no')).statusCode).toBe(400);

    const res = await reject(id, 'No payment with this UTR arrived');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected' });
    expect((await reject(id, 'Again')).statusCode).toBe(409);
    const [mine] = (await learner.client.get('/api/payments/me')).json().payments;
    expect(mine).toMatchObject({
      status: 'rejected',
      rejectReason: 'No payment with this UTR arrived',
    });
    const mail = (await mailsTo(learner.email)).find((m) => m.includes('could not confirm'));
    expect(mail).toContain('Reason: No payment with this UTR arrived');

    const again = await submitUtr(learner.client, learner.payment.reference, freshUtr());
    expect(again.json()).toMatchObject({ status: 'submitted', rejectReason: null });
    expect((await confirm(id)).statusCode).toBe(200);
  });

  it("credits the referrer 100 points once per referred request confirmed, never for one's own", async () => {
    await createBatch(admin, { seats: 5 });
    const referrer = await signUpLearner(t.app, 'Ravi Kumar');
    await markEmailVerified(t, referrer.email);
    const { code } = (await referrer.client.get('/api/referrals/me')).json();
    const summary = async () => (await referrer.client.get('/api/referrals/me')).json();

    const friend = await learnerToPay({ referralCode: code });
    await submitUtr(friend.client, friend.payment.reference, freshUtr());
    expect(await summary()).toMatchObject({ referrals: 0, points: 0 });
    expect((await confirm(await paymentIdOf(friend.payment.reference))).statusCode).toBe(200);
    expect(await summary()).toMatchObject({ referrals: 1, points: 100 });
    // Confirming again changes nothing, nor does the batch ending ('closed').
    expect((await confirm(await paymentIdOf(friend.payment.reference))).statusCode).toBe(409);
    expect((await moveEnrollment(admin, friend.enrollmentId, 'closed')).statusCode).toBe(200);
    expect(await summary()).toMatchObject({ referrals: 1, points: 100 });

    // The referrer's own request with their own code counts for nobody.
    const own = await requestEnrollment(t.app, t.database, referrer.email, { referralCode: code });
    await moveEnrollment(admin, own, 'contacted');
    await moveEnrollment(admin, own, 'payment_pending');
    const [ownPayment] = (await referrer.client.get('/api/payments/me')).json().payments;
    await submitUtr(referrer.client, ownPayment.reference, freshUtr());
    expect((await confirm(await paymentIdOf(ownPayment.reference))).statusCode).toBe(200);
    expect(await summary()).toMatchObject({ referrals: 1, points: 100 });

    // Nor does it from an alias of the referrer's own address, enrolled all the way.
    const [local, domain] = referrer.email.split('@');
    const alias = await requestEnrollment(
      t.app,
      t.database,
      `${local!.toUpperCase()}+again@${domain}`,
      {
        referralCode: code,
      },
    );
    await moveEnrollment(admin, alias, 'contacted');
    expect((await moveEnrollment(admin, alias, 'enrolled')).statusCode).toBe(200);
    expect(await summary()).toMatchObject({ referrals: 1, points: 100 });
    const stored = await t.database.db
      .selectFrom('enrollments')
      .select(['referral_status', 'referrer_user_id'])
      .where('id', '=', alias)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ referral_status: 'own', referrer_user_id: null });
  });
});
