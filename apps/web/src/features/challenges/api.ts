import type {
  ChallengeDetail,
  ChallengeListItem,
  SubmissionRequest,
  SubmissionResponse,
} from '@launchpad/contract';
import { queryOptions } from '@tanstack/react-query';
import { API_BASE, ApiError, api } from '../../lib/api-client.ts';

export const challengeListQuery = queryOptions({
  queryKey: ['challenges'],
  queryFn: () => api.get<ChallengeListItem[]>('/v1/frontend-challenge'),
});

export const challengeDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['challenges', id],
    queryFn: () => api.get<ChallengeDetail>(`/v1/frontend-challenge/${id}`),
    // The learner's code lives in the editor from here on; a refetch must not overwrite it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** The challenge's test module, run in the learner's frame. */
export async function fetchTests(id: number): Promise<string> {
  const response = await fetch(`${API_BASE}/v1/frontend-challenge/${id}/tests`, {
    credentials: 'include',
  });
  if (!response.ok)
    throw new ApiError(response.status, `Tests could not be loaded (${response.status})`);
  return response.text();
}

export const submitChallenge = (body: SubmissionRequest) =>
  api.post<SubmissionResponse>('/v1/fe-submissions', body);
