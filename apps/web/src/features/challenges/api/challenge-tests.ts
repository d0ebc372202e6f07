import { ApiError, apiUrl } from '../../../lib/api-client.ts';

/** The challenge's test module (JavaScript, not JSON), run in the learner's frame. */
export async function fetchTests(id: number): Promise<string> {
  const response = await fetch(apiUrl('challengeTests', { id }), { credentials: 'include' });
  if (!response.ok)
    throw new ApiError(response.status, `Tests could not be loaded (${response.status})`);
  return response.text();
}
