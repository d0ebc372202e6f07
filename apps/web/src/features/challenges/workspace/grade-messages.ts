import type { Submission } from '@launchpad/contract';

/** The status strip while the server grades a submission (the POST sent, or polling after 202). */
export const CHECKING_SOLUTION = 'Checking your solution...';
/** Still pending after about two minutes: the code is saved, the grade lands in the history. */
export const STILL_CHECKING =
  'Your solution is still being checked. Its result will appear in your submissions.';
/** Marks the test results panel when it shows the server's results (hidden tests included). */
export const VERIFIED_BY_SERVER = 'Verified by the server';

/** The toast title of a graded submission, from the server's own results and score. */
export function verdictTitle(submission: Submission): string {
  if (submission.status === 'solved') return `Solved! +${submission.score} points`;
  const passed = submission.tests.filter((test) => test.passed).length;
  return `Verified: ${passed}/${submission.tests.length} tests passed (${submission.score} points)`;
}
