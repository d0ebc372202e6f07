import { api } from '../../../lib/api-client.ts';

/** One of the learner's submissions as the server has graded it so far ('pending' until then). */
export const getSubmission = (id: number) => api.call('getSubmission', { params: { id } });
