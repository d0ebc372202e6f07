import { languageOf } from '@launchpad/contract';
import type { TestClient } from './test-client.ts';

/** A challenge's files as the workspace submits them: base64 per language (`previous_data`). */
export function previousDataOf(files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(files).map(([path, text]) => [
      languageOf(path),
      Buffer.from(text, 'utf8').toString('base64'),
    ]),
  );
}

interface SubmissionLike {
  id: number;
  status: string;
}

/**
 * The submission once graded: a 202 answer (the grade took longer than the request waits) is
 * polled like the web app does. Bounded by the test's own timeout.
 */
export async function untilGraded<S extends SubmissionLike>(
  client: TestClient,
  submission: S,
): Promise<S> {
  let current = submission;
  while (current.status === 'pending') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    current = (await client.get(`/api/v1/fe-submissions/${submission.id}`)).json() as S;
  }
  return current;
}
