import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** Our reference solution, served once the learner has solved the challenge (403 before). */
export const referenceSolutionQuery = (id: number) =>
  queryOptions({
    ...apiQuery('referenceSolution', { params: { id } }),
    staleTime: Infinity,
    retry: false,
  });
