import {
  messages,
  type ChallengeDetail,
  type PreviousData,
  type Submission,
} from '@launchpad/contract';
import { scoreResults, type Outcome, type TestResult } from '@launchpad/runner';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { invalidateAfter, invalidateReads } from '../../../lib/api/invalidation.ts';
import { showToast, toast } from '../../../lib/toast.ts';
import { challengeDetailQuery } from '../api/challenge-detail.ts';
import { submittedCode } from '../api/type-check.ts';
import { submitChallenge } from '../api/submit-challenge.ts';
import { awaitGrade } from './await-grade.ts';
import { STILL_CHECKING, verdictTitle } from './grade-messages.ts';
import { RunStopped } from './use-test-run.ts';
import type { WorkspaceStatus } from './use-workspace-status.ts';

/** One toast per submission: each of its messages replaces the one before. */
let submissions = 0;
const nextSubmissionToastId = () => `submission-${(submissions += 1)}`;

/** What the browser's own run expects, said while the code is on its way to be graded. */
const expectationOf = (outcome: Outcome) =>
  outcome.status === 'solved'
    ? 'All tests passed! Submitting your solution…'
    : `${outcome.passed}/${outcome.total} tests passed. Submitting…`;

/**
 * The toast of a graded submission, in place of the submission's earlier toast (`id`): one
 * message per submission. Its title comes from the server's grade alone: the browser's own run
 * never decides what is shown as the verdict or the points.
 */
function announceVerdict(submission: Submission, id: string): void {
  const title = verdictTitle(submission);
  const solved = submission.status === 'solved';
  if (submission.failure) {
    showToast(title, submission.failure, solved ? 'success' : 'destructive', { id });
  } else if (solved) toast.success(title, { id });
  else toast.error(title, { id });
}

/** After a grade: the user's total, the list's statuses and the history change on the server. */
function refreshAfterGrade(queryClient: QueryClient, challengeId: number, code: PreviousData) {
  // The submitted code is now where this challenge starts (the server saved it too).
  queryClient.setQueryData(challengeDetailQuery(challengeId).queryKey, (cached) =>
    cached ? { ...cached, previous_data: code } : cached,
  );
  return invalidateAfter(queryClient, 'submitChallenge');
}

interface SubmissionOptions {
  challenge: ChallengeDetail;
  status: WorkspaceStatus;
  /** The visible tests, run here first; they throw RunStopped when Stop ends them. */
  runTests: () => Promise<TestResult[]>;
  /** The learner's files as they are now. */
  currentFiles: () => Record<string, string>;
  /** The submitted code is kept by the server: this browser's draft of it goes. */
  discardDraft: () => void;
  /** The server's grade arrived, to be shown in place of the browser's results. */
  onGraded: (graded: Submission) => void;
}

/**
 * Submit: the visible tests run here (they only say what to expect), the code goes to the server,
 * which grades it with its own tests, and the workspace waits for that grade. `lastGrade` is the
 * grade of the latest submission made here, solved or not: the result panel shows it.
 */
export function useSubmission(options: SubmissionOptions) {
  const { challenge, status, runTests, currentFiles, discardDraft, onGraded } = options;
  const { busy, setBusy, setStopped } = status;
  const queryClient = useQueryClient();
  const [lastGrade, setLastGrade] = useState<Submission | null>(null);
  // Waiting for a grade stops when the workspace is left; the grade still lands in the history.
  const grading = useRef<AbortController | null>(null);
  useEffect(() => () => grading.current?.abort(), []);

  /** Runs the tests here and sends the code: the server's answer, or null when nothing was sent. */
  const send = async (toastId: string) => {
    try {
      const outcome = scoreResults(challenge.score, await runTests());
      toast.success(expectationOf(outcome), { id: toastId });
      const code = submittedCode(currentFiles());
      const answer = submitChallenge({
        questionId: challenge.id,
        status: outcome.status,
        score: outcome.score,
        previous_data: code,
      });
      setBusy('checking');
      const submission = await answer;
      void invalidateReads(queryClient, ['listSubmissions']);
      return { submission, code };
    } catch (error) {
      setBusy(null);
      // Stopped before anything was sent: nothing is submitted.
      if (error instanceof RunStopped) return null;
      console.error('Submit failed:', error);
      toast.error(messages.somethingWentWrong, { id: toastId });
      return null;
    }
  };

  const submit = async () => {
    if (busy) return;
    setBusy('submitting');
    const toastId = nextSubmissionToastId();
    const controller = new AbortController();
    grading.current?.abort();
    grading.current = controller;
    setStopped(false);

    const sent = await send(toastId);
    if (!sent) return;
    // The code is saved. 201: graded already; 202: pending, asked for again every second.
    const wait = await awaitGrade(sent.submission, { signal: controller.signal });
    if (wait.kind === 'aborted') return;
    if (wait.kind === 'still-pending') {
      toast(STILL_CHECKING, { id: toastId });
      setBusy(null);
      return;
    }

    const graded = wait.submission;
    onGraded(graded);
    setBusy('finishing');
    announceVerdict(graded, toastId);
    try {
      discardDraft();
      await refreshAfterGrade(queryClient, challenge.id, sent.code);
      if (controller.signal.aborted) return;
      // Solved or not, the learner stays with the verdict (docs/decisions/0021): the result
      // panel says it, and the test results list the failed tests first.
      setLastGrade(graded);
    } finally {
      setBusy(null);
    }
  };

  return { submit, lastGrade };
}
