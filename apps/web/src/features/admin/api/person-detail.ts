import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** One person of the inbox: leads, account, practice, notes and timeline. */
export const personQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'person', id],
    queryFn: () => api.call('personDetail', { params: { id } }),
  });
