import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The mails the outbox gave up on after a day of tries. */
export const mailProblemsQuery = queryOptions({
  queryKey: ['admin', 'mail-problems'],
  queryFn: () => api.call('listMailProblems'),
});
