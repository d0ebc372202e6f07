import type {
  ContactMessageRecord,
  Enrollment,
  LeadsResponse,
  MailProblemsResponse,
  MailRetriedResponse,
} from '@launchpad/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const leadsQuery = queryOptions({
  queryKey: ['admin', 'leads'],
  queryFn: () => api.get<LeadsResponse>('/admin/leads'),
});

export function updateEnrollmentStatus(id: number, status: Enrollment['status']) {
  return api.patch<Enrollment>(`/admin/enrollments/${id}`, { status });
}

export function updateContactStatus(id: number, status: ContactMessageRecord['status']) {
  return api.patch<ContactMessageRecord>(`/admin/contact-messages/${id}`, { status });
}

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

/** The mails the outbox gave up on after a day of tries. */
export const mailProblemsQuery = queryOptions({
  queryKey: ['admin', 'mail-problems'],
  queryFn: () => api.get<MailProblemsResponse>('/admin/mail-problems'),
});

/** Puts a failed mail back in the outbox with a fresh schedule; the server starts sending it. */
export function retryMail(id: number) {
  return api.post<MailRetriedResponse>(`/admin/mail-problems/${id}/retry`);
}
