import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** The devices signed in to this account (Settings, Security). */
export const accountSessionsQuery = queryOptions(apiQuery('listSessions'));

export const endSession = (id: string) => api.call('endSession', { params: { id } });

export const endOtherSessions = () => api.call('endOtherSessions');
