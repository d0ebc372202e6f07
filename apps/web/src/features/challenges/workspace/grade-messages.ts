import type { Submission } from '@launchpad/contract';
import { formatPointsGained } from '../../../lib/points.ts';

/** The status strip while the server grades a submission (the POST sent, or polling after 202). */
export const CHECKING_SOLUTION = 'Checking your solution...';
/** Still pending after about two minutes: the code is saved, the grade lands in the history. */
export const STILL_CHECKING =
  'Your solution is still being checked. Its result will appear in your submissions.';
/** Marks the test results panel when it shows the server's results (hidden tests included). */
export const VERIFIED_BY_SERVER = 'Verified by the server';

/**
 * What a graded submission added to the learner's total: the server's figure for that
 * submission (its score beyond their best before it), never the challenge's score.
 */
const pointsGainedBy = (submission: Submission): number => submission.pointsEarned ?? 0;

/**
 * The verdict of a graded submission, from the server's own results and figures: the toast and
 * the result panel both say exactly this, so they can never disagree.
 */
export function verdictTitle(submission: Submission): string {
  const gained = formatPointsGained(pointsGainedBy(submission));
  if (submission.status === 'solved') return `Solved! ${gained}`;
  const passed = submission.tests.filter((test) => test.passed).length;
  return `Not solved yet: ${passed}/${submission.tests.length} tests passed (${gained})`;
}
