import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A certificate and whether it verifies; a 404 for an unknown id. */
export const certificateQuery = (id: string) =>
  queryOptions({
    queryKey: ['certificate', id],
    queryFn: () => api.call('certificate', { params: { id } }),
  });
