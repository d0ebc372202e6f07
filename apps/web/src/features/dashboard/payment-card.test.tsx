import type { MyPayment } from '@launchpad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { DETAILS_FROM_TEAM, PAYMENT_SUBMITTED, PaymentCards } from './payment-card.tsx';

const reference = 'LPABCDEFGH23';
const upiLink = `upi://pay?pa=launchpad%40okaxis&pn=Frontend%20Launchpad&am=1200.00&cu=INR&tn=Frontend%20Launchpad%20${reference}&tr=${reference}`;
const payment: MyPayment = {
  reference,
  amountInr: 1200,
  status: 'awaiting_payment',
  batch: { startsOn: '2027-06-18', endsOn: '2027-08-13', schedule: 'Mon–Fri, 7–9 pm IST' },
  seatHeldUntil: '2027-06-04T12:30:00.000Z',
  upiLink,
  utr: null,
  rejectReason: null,
};

function renderCards(user = testUser) {
  renderRoutes([{ path: '/dashboard', element: <PaymentCards user={user} /> }], {
    initialEntry: '/dashboard',
    session: user,
  });
  return userEvent.setup();
}

const card = () => screen.findByRole('region', { name: 'Pay ₹1,200 to take your seat' });

describe('PaymentCards', () => {
  it('shows the amount, the batch, the QR code and the UPI link', async () => {
    stubApi({ 'GET /api/payments/me': () => jsonResponse({ payments: [payment] }) });
    renderCards();
    const region = await card();

    expect(region).toHaveTextContent(
      'Batch from 18 June 2027 to 13 August 2027, Mon–Fri, 7–9 pm IST',
    );
    expect(region).toHaveTextContent(reference);
    const qr = within(region).getByRole('img', { name: /UPI QR code to pay ₹1,200/ });
    expect(qr).toHaveAttribute('src', `/api/payments/${reference}/qr.svg`);
    expect(within(region).getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute(
      'href',
      upiLink,
    );
  });

  it('says until when the seat is held', async () => {
    stubApi({ 'GET /api/payments/me': () => jsonResponse({ payments: [payment] }) });
    renderCards();
    expect(await card()).toHaveTextContent(/Your seat is held until 4 Jun 2027, /);
  });

  it('says the seat is no longer held once the hold ran out', async () => {
    stubApi({
      'GET /api/payments/me': () =>
        jsonResponse({ payments: [{ ...payment, seatHeldUntil: null }] }),
    });
    renderCards();
    expect(await card()).toHaveTextContent(
      'Your seat is no longer held. If you pay now, the team will find you a seat in a batch or refund you.',
    );
  });

  it('says the team shares the details when no UPI ID is set', async () => {
    stubApi({
      'GET /api/payments/me': () => jsonResponse({ payments: [{ ...payment, upiLink: null }] }),
    });
    renderCards();
    const region = await card();
    expect(region).toHaveTextContent(DETAILS_FROM_TEAM);
    expect(within(region).queryByRole('img')).not.toBeInTheDocument();
  });

  it('checks the UTR is 12 digits, then sends it and says the team will confirm it', async () => {
    const api = stubApi({
      'GET /api/payments/me': () => jsonResponse({ payments: [payment] }),
      [`POST /api/payments/${reference}/utr`]: () =>
        jsonResponse({ ...payment, status: 'submitted', utr: '412345678901' }),
    });
    const user = renderCards();
    const region = await card();
    const field = within(region).getByLabelText('UTR (12 digits)');

    await user.type(field, '12345');
    await user.click(within(region).getByRole('button', { name: 'Submit UTR' }));
    expect(
      await within(region).findByText(
        'The UTR is the 12-digit number your UPI app shows after paying',
      ),
    ).toBeInTheDocument();
    expect(api.bodiesOf(`POST /api/payments/${reference}/utr`)).toEqual([]);

    await user.clear(field);
    await user.type(field, '412345678901');
    await user.click(within(region).getByRole('button', { name: 'Submit UTR' }));
    expect(await within(region).findByRole('status')).toHaveTextContent(PAYMENT_SUBMITTED);
    expect(api.bodiesOf(`POST /api/payments/${reference}/utr`)).toEqual([{ utr: '412345678901' }]);
    expect(within(region).queryByLabelText('UTR (12 digits)')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a UTR used before", async () => {
    stubApi({
      'GET /api/payments/me': () => jsonResponse({ payments: [payment] }),
      [`POST /api/payments/${reference}/utr`]: () =>
        jsonResponse({ message: 'This UTR was already used for another payment.' }, 409),
    });
    const user = renderCards();
    const region = await card();
    await user.type(within(region).getByLabelText('UTR (12 digits)'), '412345678901');
    await user.click(within(region).getByRole('button', { name: 'Submit UTR' }));
    await waitFor(() =>
      expect(region).toHaveTextContent('This UTR was already used for another payment.'),
    );
  });

  it('shows why a payment was rejected and lets the learner submit again', async () => {
    stubApi({
      'GET /api/payments/me': () =>
        jsonResponse({
          payments: [
            {
              ...payment,
              status: 'rejected',
              utr: '412345678901',
              rejectReason: 'No payment with this UTR arrived',
            },
          ],
        }),
    });
    renderCards();
    const region = await card();
    // The first alert: the form's own (empty) alert follows it.
    expect(within(region).getAllByRole('alert')[0]).toHaveTextContent(
      'No payment with this UTR arrived',
    );
    expect(within(region).getByLabelText('UTR (12 digits)')).toBeInTheDocument();
  });

  it('asks nothing for a learner whose address is not verified', async () => {
    const api = stubApi({ 'GET /api/payments/me': () => jsonResponse({ payments: [payment] }) });
    renderCards({ ...testUser, emailVerified: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.bodiesOf('GET /api/payments/me')).toEqual([]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
