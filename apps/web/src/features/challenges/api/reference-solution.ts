import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Our reference solution, served once the learner has solved the challenge (403 before). */
export const referenceSolutionQuery = (id: number) =>
  queryOptions({
    queryKey: ['challenges', id, 'solution'],
    queryFn: () => api.call('referenceSolution', { params: { id } }),
    staleTime: Infinity,
    retry: false,
  });
