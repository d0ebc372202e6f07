import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** One challenge with its starting files and the learner's saved code. */
export const challengeDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['challenges', id],
    queryFn: () => api.call('challengeDetail', { params: { id } }),
    // The learner's code lives in the editor from here on; a refetch must not overwrite it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
