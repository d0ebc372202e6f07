import type { Payment } from '@launchpad/contract';
import type { QueryKey } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { teamRoutes } from '../../testing/team-routes.tsx';
import { teamTitles } from '../../components/team/team-titles.ts';
import { batchesQuery } from './api/batches.ts';
import { mailProblemsQuery } from './api/list-mail-problems.ts';
import { peopleQuery } from './api/list-people.ts';
import { personQuery } from './api/person-detail.ts';
import { PaymentsPage } from './payments-page.tsx';

const payment: Payment = {
  id: 9,
  enrollmentId: 7,
  reference: 'LPABCDEFGH23',
  amountInr: 1200,
  status: 'submitted',
  learner: { firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.com' },
  batch: { id: 4, startsOn: '2027-06-18', endsOn: '2027-08-13', schedule: 'Mon–Fri' },
  utr: '412345678901',
  utrSubmittedAt: '2027-06-01T10:00:00.000Z',
  receiptNumber: null,
  confirmedAt: null,
  rejectReason: null,
  withoutSeatSince: null,
  resolution: null,
  createdAt: '2027-05-30T10:00:00.000Z',
};

function renderPage() {
  renderRoutes(teamRoutes('/admin/payments', teamTitles.payments, <PaymentsPage />), {
    initialEntry: '/admin/payments',
    session: { ...testUser, isAdmin: true },
  });
  return userEvent.setup();
}

describe('PaymentsPage', () => {
  it('lists submitted payments with learner, amount, UTR and batch, and confirms one', async () => {
    let confirmed = false;
    const api = stubApi({
      'GET /api/admin/payments?status=submitted': () =>
        jsonResponse({ payments: confirmed ? [] : [payment] }),
      'POST /api/admin/payments/9/confirm': () => {
        confirmed = true;
        return jsonResponse({ ...payment, status: 'confirmed', receiptNumber: 'FL-000001' });
      },
    });
    const user = renderPage();
    const row = await screen.findByRole('article', { name: 'Payment of ₹1,200 from Ravi Kumar' });
    for (const text of ['ravi@example.com', '412345678901', 'LPABCDEFGH23', '18 June 2027']) {
      expect(row).toHaveTextContent(text);
    }
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.bodiesOf('POST /api/admin/payments/9/confirm')).toHaveLength(1));
    expect(
      await screen.findByText('No payments are waiting for confirmation.'),
    ).toBeInTheDocument();
  });

  it('has what a confirmation changes read again: the people, the person, the batches', async () => {
    const api = stubApi({
      'GET /api/admin/payments?status=submitted': () => jsonResponse({ payments: [payment] }),
      'POST /api/admin/payments/9/confirm': () =>
        jsonResponse({ ...payment, status: 'confirmed', receiptNumber: 'FL-000001' }),
    });
    const { queryClient } = renderRoutes(
      teamRoutes('/admin/payments', teamTitles.payments, <PaymentsPage />),
      { initialEntry: '/admin/payments', session: { ...testUser, isAdmin: true } },
    );
    const cached: QueryKey[] = [
      peopleQuery({}, '').queryKey,
      personQuery(4).queryKey,
      batchesQuery.queryKey,
      mailProblemsQuery.queryKey,
    ];
    // What the team looked at before: each answer is only there to be marked stale.
    for (const key of cached) queryClient.setQueryData(key, {});
    const row = await screen.findByRole('article', { name: 'Payment of ₹1,200 from Ravi Kumar' });

    await userEvent.click(within(row).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(api.bodiesOf('POST /api/admin/payments/9/confirm')).toHaveLength(1));
    await waitFor(() =>
      expect(cached.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([
        true,
        true,
        true,
        // A confirmation queues a receipt; no mail has failed yet.
        false,
      ]),
    );
  });

  it('offers a move to a batch with a seat, or a refund, for a payment that came without a seat', async () => {
    const withoutSeat = { ...payment, withoutSeatSince: '2027-06-02T10:00:00.000Z' };
    let moved = false;
    const api = stubApi({
      'GET /api/admin/payments?status=submitted': () =>
        jsonResponse({ payments: [moved ? { ...payment, resolution: 'moved' } : withoutSeat] }),
      'POST /api/admin/payments/9/move-to-seat': () => {
        moved = true;
        return jsonResponse({
          ...payment,
          resolution: 'moved',
          batch: { ...payment.batch, id: 5, startsOn: '2027-09-01' },
        });
      },
    });
    const user = renderPage();
    const row = await screen.findByRole('article', { name: 'Payment of ₹1,200 from Ravi Kumar' });
    expect(row).toHaveTextContent('Paid after the seat hold ended');
    expect(within(row).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Refund' })).toBeEnabled();
    await user.click(within(row).getByRole('button', { name: 'Move to a batch with a seat' }));
    await waitFor(() =>
      expect(api.bodiesOf('POST /api/admin/payments/9/move-to-seat')).toHaveLength(1),
    );
    expect(await within(row).findByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(
      await screen.findByText(/Ravi Kumar has a seat in the batch from 1 September 2027/),
    ).toBeInTheDocument();
  });

  it('rejects a payment with a reason', async () => {
    const api = stubApi({
      'GET /api/admin/payments?status=submitted': () => jsonResponse({ payments: [payment] }),
      'POST /api/admin/payments/9/reject': () =>
        jsonResponse({ ...payment, status: 'rejected', rejectReason: 'No payment arrived' }),
    });
    const user = renderPage();
    const row = await screen.findByRole('article', { name: 'Payment of ₹1,200 from Ravi Kumar' });
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    await user.type(
      within(row).getByLabelText('Reason (mailed to the learner)'),
      'No payment arrived',
    );
    await user.click(within(row).getByRole('button', { name: 'Reject payment' }));
    await waitFor(() =>
      expect(api.bodiesOf('POST /api/admin/payments/9/reject')).toEqual([
        { reason: 'No payment arrived' },
      ]),
    );
  });
});
