import type { MyPaymentsResponse } from '@launchpad/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '../../../lib/api-client.ts';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** The learner's payments to make or waiting on the team (their verified address only). */
export const myPaymentsQuery = queryOptions(apiQuery('myPayments'));

/** The QR code the server draws for a payment (an image the owner's cookie unlocks). */
export const paymentQrUrl = (reference: string) => apiUrl('paymentQr', { reference });

export async function submitUtr(queryClient: QueryClient, reference: string, utr: string) {
  const updated = await api.call('submitUtr', { params: { reference }, body: { utr } });
  queryClient.setQueryData(myPaymentsQuery.queryKey, (current: MyPaymentsResponse | undefined) =>
    current
      ? {
          payments: current.payments.map((payment) =>
            payment.reference === reference ? updated : payment,
          ),
        }
      : current,
  );
  return updated;
}
