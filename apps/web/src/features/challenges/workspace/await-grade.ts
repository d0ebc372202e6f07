import type { Submission } from '@launchpad/contract';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-client.ts';
import { getSubmission } from '../api/get-submission.ts';

/** How often a pending submission is asked for again. */
export const GRADE_POLL_INTERVAL_MS = 1000;
/** How long the workspace waits for a grade before leaving it to the submissions history. */
export const GRADE_MAX_WAIT_MS = 120_000;

export type GradeWait =
  | { kind: 'graded'; submission: Submission }
  /** Still pending at the cap, or the server stopped answering for it: the code is saved. */
  | { kind: 'still-pending' }
  /** The caller gave up (the workspace was left). */
  | { kind: 'aborted' };

interface AwaitGradeOptions {
  signal: AbortSignal;
  intervalMs?: number;
  maxWaitMs?: number;
}

/** A failure worth asking again about: no answer, the server busy or briefly down. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.status === NETWORK_ERROR_STATUS ||
    error.status === 408 ||
    error.status === 429 ||
    error.status >= 500
  );
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Follows a submission until the server has graded it: the POST's answer when it is already
 * graded (201), else `getSubmission` every second (202: still pending) up to about two minutes.
 */
export async function awaitGrade(
  submission: Submission,
  { signal, intervalMs = GRADE_POLL_INTERVAL_MS, maxWaitMs = GRADE_MAX_WAIT_MS }: AwaitGradeOptions,
): Promise<GradeWait> {
  if (submission.status !== 'pending') return { kind: 'graded', submission };
  const deadline = Date.now() + maxWaitMs;
  while (Date.now() < deadline) {
    await sleep(Math.min(intervalMs, Math.max(0, deadline - Date.now())), signal);
    if (signal.aborted) return { kind: 'aborted' };
    try {
      const latest = await getSubmission(submission.id);
      if (signal.aborted) return { kind: 'aborted' };
      if (latest.status !== 'pending') return { kind: 'graded', submission: latest };
    } catch (error) {
      if (signal.aborted) return { kind: 'aborted' };
      if (!isTransient(error)) {
        console.error('The submission could not be followed:', error);
        return { kind: 'still-pending' };
      }
      console.warn('Asking for the grade failed; trying again:', error);
    }
  }
  return { kind: 'still-pending' };
}
