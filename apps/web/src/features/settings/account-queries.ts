import type { SessionsResponse } from '@launchpad/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** The devices signed in to this account (Settings, Security). */
export const accountSessionsQuery = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: () => api.get<SessionsResponse>('/account/sessions'),
});
