import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { markEmailVerified, signUpAdmin, signUpLearner } from '../../testing/accounts.ts';
import { createBatch, moveEnrollment, requestEnrollment } from '../../testing/batches.ts';
import { bodyText } from '../../testing/mail-links.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { NO_OPEN_BATCH } from '../batches/service.ts';
import { PAYMENT_WITHOUT_SEAT } from './service.ts';

/**
 * Seats held, not oversold (issue #30, decision 0014): 'payment pending' holds a seat for
 * SEAT_HOLD_HOURS; with none left the move is refused; a hold that runs out frees its seat and
 * tells the learner; a payment that arrives without a seat is flagged for the team, who move it
 * to a batch with a seat or refund it.
 */
const HOUR_MS = 3_600_000;

describeEachDatabase('seat holds', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await kind.start({
      RATE_LIMITS: 'off',
      ADMIN_EMAILS: 'team@example.com',
      SMTP_URL: smtp.url,
      SEAT_HOLD_HOURS: '48',
    });
    admin = await signUpAdmin(t.app, t.database);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  // Each test's requests go to its own batch: earlier tests' batches are closed.
  // Earlier tests' holds are ended too, so each sweep here frees this test's holds alone.
  beforeEach(async () => {
    await t.database.db.updateTable('batches').set({ status: 'closed' }).execute();
    await t.database.db.updateTable('enrollments').set({ seat_held_until: null }).execute();
  });

  const batchRow = (id: number) =>
    t.database.db
      .selectFrom('batches')
      .select(['seats_taken', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const mailsTo = async (to: string) => {
    // A pass sends up to 20 mails; the 30 requests above queue more than that.
    while ((await t.app.outbox.drain()) > 0);
    return smtp.received.filter((mail) => mail.to.includes(to)).map((mail) => bodyText(mail.raw));
  };
  let utrSequence = 200_000_000_000;
  const freshUtr = () => String((utrSequence += 1));

  /** A verified learner's request, moved to 'contacted' (ready for 'payment pending'). */
  async function contactedLearner() {
    const learner = await signUpLearner(t.app, 'Asha Verma');
    await markEmailVerified(t, learner.email);
    const enrollmentId = await requestEnrollment(t.app, t.database, learner.email);
    expect((await moveEnrollment(admin, enrollmentId, 'contacted')).statusCode).toBe(200);
    return { ...learner, enrollmentId };
  }
  const myPayment = async (client: TestClient) =>
    (await client.get('/api/payments/me')).json().payments[0];
  const paymentOf = (enrollmentId: number) =>
    t.database.db
      .selectFrom('payments')
      .selectAll()
      .where('enrollment_id', '=', enrollmentId)
      .executeTakeFirstOrThrow();

  it('holds exactly 5 seats when 30 requests are moved to payment pending at once on a 5-seat batch', async () => {
    const batch = await createBatch(admin, { seats: 5 });
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const id = await requestEnrollment(t.app, t.database);
      await moveEnrollment(admin, id, 'contacted');
      ids.push(id);
    }
    const answers = await Promise.all(
      ids.map((id) => moveEnrollment(admin, id, 'payment_pending')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toEqual({ message: NO_OPEN_BATCH });
    }
    expect(await batchRow(batch.id)).toEqual({ seats_taken: 5, status: 'full' });
    const held = await t.database.db
      .selectFrom('enrollments')
      .select(['status', 'seat_held_until'])
      .where('id', 'in', ids)
      .execute();
    expect(held.filter((row) => row.seat_held_until !== null)).toHaveLength(5);
    expect(held.filter((row) => row.status === 'payment_pending')).toHaveLength(5);
    // Nothing was asked of the 25 refused: no payment, the requests still 'contacted'.
    const payments = await t.database.db
      .selectFrom('payments')
      .select('id')
      .where('enrollment_id', 'in', ids)
      .execute();
    expect(payments).toHaveLength(5);
  });

  it('holds the seat for SEAT_HOLD_HOURS and says so in the mail and on the payment card', async () => {
    await createBatch(admin, { seats: 3 });
    const learner = await contactedLearner();
    const before = Date.now();
    expect((await moveEnrollment(admin, learner.enrollmentId, 'payment_pending')).statusCode).toBe(
      200,
    );
    const heldUntil = Date.parse((await myPayment(learner.client)).seatHeldUntil);
    expect(heldUntil).toBeGreaterThanOrEqual(before + 48 * HOUR_MS);
    expect(heldUntil).toBeLessThanOrEqual(Date.now() + 48 * HOUR_MS);
    const mails = await mailsTo(learner.email);
    expect(mails.at(-1)).toContain('We hold your seat until');
  });

  it('frees the seat of a hold that ran out, tells the learner, and lets the next request have it', async () => {
    const batch = await createBatch(admin, { seats: 1 });
    const learner = await contactedLearner();
    await moveEnrollment(admin, learner.enrollmentId, 'payment_pending');
    expect(await batchRow(batch.id)).toEqual({ seats_taken: 1, status: 'full' });

    // Not yet: a hold is freed only once it has run out.
    expect(await t.app.expireSeatHolds(new Date(Date.now() + 47 * HOUR_MS))).toBe(0);
    expect(await t.app.expireSeatHolds(new Date(Date.now() + 49 * HOUR_MS))).toBe(1);
    // A second sweep (another instance) frees nothing more.
    expect(await t.app.expireSeatHolds(new Date(Date.now() + 49 * HOUR_MS))).toBe(0);
    expect(await batchRow(batch.id)).toEqual({ seats_taken: 0, status: 'open' });
    expect((await myPayment(learner.client)).seatHeldUntil).toBeNull();
    const mails = await mailsTo(learner.email);
    expect(mails.at(-1)).toContain('no payment arrived in time, so the seat is free again');

    const next = await contactedLearner();
    expect((await moveEnrollment(admin, next.enrollmentId, 'payment_pending')).statusCode).toBe(
      200,
    );
    expect(await batchRow(batch.id)).toEqual({ seats_taken: 1, status: 'full' });
  });

  it('keeps the seat of a learner who sent a UTR in time, past the end of the hold', async () => {
    const batch = await createBatch(admin, { seats: 1 });
    const learner = await contactedLearner();
    await moveEnrollment(admin, learner.enrollmentId, 'payment_pending');
    const { reference } = await myPayment(learner.client);
    expect(
      (await learner.client.post(`/api/payments/${reference}/utr`, { utr: freshUtr() })).statusCode,
    ).toBe(200);
    expect(await t.app.expireSeatHolds(new Date(Date.now() + 100 * HOUR_MS))).toBe(0);
    expect(await batchRow(batch.id)).toEqual({ seats_taken: 1, status: 'full' });
    const id = (await paymentOf(learner.enrollmentId)).id;
    expect((await admin.post(`/api/admin/payments/${id}/confirm`)).statusCode).toBe(200);
    expect(await batchRow(batch.id)).toEqual({ seats_taken: 1, status: 'full' });
  });

  it('gives the seat back when the team moves the request back to contacted', async () => {
    const batch = await createBatch(admin, { seats: 2 });
    const learner = await contactedLearner();
    await moveEnrollment(admin, learner.enrollmentId, 'payment_pending');
    expect(await batchRow(batch.id)).toEqual({ seats_taken: 1, status: 'open' });
    expect((await moveEnrollment(admin, learner.enrollmentId, 'contacted')).statusCode).toBe(200);
    expect(await batchRow(batch.id)).toEqual({ seats_taken: 0, status: 'open' });
  });

  /** A learner whose hold ran out (and its seat went to someone else), who then pays. */
  async function paidWithoutSeat() {
    const batch = await createBatch(admin, { seats: 1 });
    const learner = await contactedLearner();
    await moveEnrollment(admin, learner.enrollmentId, 'payment_pending');
    await t.app.expireSeatHolds(new Date(Date.now() + 49 * HOUR_MS));
    const other = await contactedLearner();
    await moveEnrollment(admin, other.enrollmentId, 'payment_pending');
    const { reference } = await myPayment(learner.client);
    const utr = freshUtr();
    const paid = await learner.client.post(`/api/payments/${reference}/utr`, { utr });
    expect(paid.statusCode).toBe(200);
    const payment = await paymentOf(learner.enrollmentId);
    return { batch, learner, payment, utr };
  }

  it('flags a payment that arrives without a seat: it cannot be confirmed, the team sees why', async () => {
    const { batch, payment } = await paidWithoutSeat();
    expect(payment.no_seat_at).not.toBeNull();
    const confirm = await admin.post(`/api/admin/payments/${payment.id}/confirm`);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toEqual({ message: PAYMENT_WITHOUT_SEAT });
    expect(await batchRow(batch.id)).toEqual({ seats_taken: 1, status: 'full' });
    const listed = (await admin.get('/api/admin/payments')).json().payments;
    const shown = listed.find((p: { id: number }) => p.id === payment.id);
    expect(shown).toMatchObject({ status: 'submitted', resolution: null });
    expect(shown.withoutSeatSince).toEqual(expect.any(String));
  });

  it('moves a payment without a seat to the next batch with one, mails the learner, and then it confirms there', async () => {
    const { learner, payment } = await paidWithoutSeat();
    const later = await createBatch(admin, { seats: 4 });
    const moved = await admin.post(`/api/admin/payments/${payment.id}/move-to-seat`);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      batch: { id: later.id },
      withoutSeatSince: null,
      resolution: 'moved',
    });
    expect(await batchRow(later.id)).toEqual({ seats_taken: 1, status: 'open' });
    expect((await mailsTo(learner.email)).at(-1)).toContain('We have a seat for you in this batch');
    // Done once: a second move finds nothing to move.
    expect((await admin.post(`/api/admin/payments/${payment.id}/move-to-seat`)).statusCode).toBe(
      409,
    );

    const confirmed = await admin.post(`/api/admin/payments/${payment.id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(await batchRow(later.id)).toEqual({ seats_taken: 1, status: 'open' });
    const row = await paymentOf(learner.enrollmentId);
    expect(row).toMatchObject({ status: 'confirmed', resolution: 'moved' });
    expect(row.resolved_by).toEqual(expect.any(Number));
  });

  it('refunds a payment without a seat: recorded, the request lost, the learner mailed', async () => {
    const { learner, payment, utr } = await paidWithoutSeat();
    const refunded = await admin.post(`/api/admin/payments/${payment.id}/refund`);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'refunded', resolution: 'refunded' });
    const request = await t.database.db
      .selectFrom('enrollments')
      .select('status')
      .where('id', '=', learner.enrollmentId)
      .executeTakeFirstOrThrow();
    expect(request.status).toBe('lost');
    const mail = (await mailsTo(learner.email)).at(-1)!;
    expect(mail).toContain(`UTR ${utr}`);
    expect(mail).toContain('We are refunding it to the account it came from');
    // Neither action is there for a payment that has its seat.
    const { payment: seated } = await (async () => {
      const someone = await contactedLearner();
      await createBatch(admin, { seats: 2 });
      await moveEnrollment(admin, someone.enrollmentId, 'payment_pending');
      return { payment: await paymentOf(someone.enrollmentId) };
    })();
    expect((await admin.post(`/api/admin/payments/${seated.id}/refund`)).statusCode).toBe(409);
  });
});
