import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** Payments the learners submitted, waiting for the team, oldest first. */
export const submittedPaymentsQuery = queryOptions(
  apiQuery('listPayments', { query: { status: 'submitted' } }),
);

export const confirmPayment = (id: number) => api.call('confirmPayment', { params: { id } });
export const movePaymentToSeat = (id: number) => api.call('movePaymentToSeat', { params: { id } });
export const refundPayment = (id: number) => api.call('refundPayment', { params: { id } });
export const rejectPayment = (id: number, reason: string) =>
  api.call('rejectPayment', { params: { id }, body: { reason } });
