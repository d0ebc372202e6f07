import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The learner's own certificates that verify, newest first. */
export const myCertificatesQuery = queryOptions({
  queryKey: ['certificates', 'mine'],
  queryFn: () => api.call('myCertificates'),
});
