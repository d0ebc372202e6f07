import type { ContactMessageRecord, Enrollment, LeadsResponse } from '@launchpad/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The team inbox: enrollment requests and contact messages, newest first. */
export const leadsQuery = queryOptions({
  queryKey: ['admin', 'leads'],
  queryFn: () => api.call('listLeads'),
});

/** Puts the server's answer in the inbox's cache, so the list shows what was saved. */
export function storeLead(
  queryClient: QueryClient,
  list: keyof LeadsResponse,
  updated: Enrollment | ContactMessageRecord,
) {
  queryClient.setQueryData(leadsQuery.queryKey, (leads) =>
    leads
      ? {
          ...leads,
          [list]: leads[list].map((lead) => (lead.id === updated.id ? updated : lead)),
        }
      : leads,
  );
}
