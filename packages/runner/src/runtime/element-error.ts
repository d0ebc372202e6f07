/**
 * Short failure messages: the learner needs the query that failed, not a dump of the page.
 * Testing Library's queries (test-runner.ts) and user-event (user-event-dom.ts) both use it.
 */
export function elementError(message: string | null): Error {
  const error = new Error(message?.split('\n\n')[0] ?? 'Element not found');
  error.name = 'TestingLibraryElementError';
  return error;
}
