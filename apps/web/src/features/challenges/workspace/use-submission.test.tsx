import type { Submission } from '@launchpad/contract';
import type { TestResult } from '@launchpad/runner';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../../../lib/session.ts';
import { deferredResponse, stubApi } from '../../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../../testing/render.tsx';
import { challengeDetailQuery } from '../api/challenge-detail.ts';
import { submissionHistoryQuery } from '../api/list-submissions.ts';
import { encodeBase64 } from '../base64.ts';
import { GRADE_POLL_INTERVAL_MS } from './await-grade.ts';
import { CHECKING_SOLUTION, STILL_CHECKING, verdictTitle } from './grade-messages.ts';
import { domCounterChallenge, testSubmission } from './test-challenge.ts';
import { useSubmission } from './use-submission.ts';
import { RunStopped } from './use-test-run.ts';
import { useWorkspaceStatus } from './use-workspace-status.ts';

const challenge = domCounterChallenge('// starter');
const files = { 'index.html': '<p id="count">0</p>', 'script.js': 'let count = 0;' };
/** The files as a submission carries them: by language, in base64. */
const submittedCode = {
  html: encodeBase64('<p id="count">0</p>'),
  js: encodeBase64('let count = 0;'),
};
const SUBMIT = 'POST /api/v1/fe-submissions';
const POLL = 'GET /api/v1/fe-submissions/7';

const passed: TestResult = { name: 'counts up', passed: true, message: '' };
const failed: TestResult = { name: 'stops at zero', passed: false, message: 'expected 0, got -1' };
const graded = (overrides: Partial<Submission>) =>
  testSubmission({ verified: true, gradedAt: '2026-01-01T00:00:02.000Z', ...overrides });

interface HarnessProps {
  runTests: () => Promise<TestResult[]>;
  discardDraft: () => void;
  onGraded: (graded: Submission) => void;
}

/** What a workspace shows of a submission: the status line, the grade and a Submit button. */
function Harness(props: HarnessProps) {
  const status = useWorkspaceStatus();
  const { submit, lastGrade } = useSubmission({
    challenge,
    status,
    currentFiles: () => files,
    ...props,
  });
  return (
    <>
      <p data-testid="status">{status.text}</p>
      <p data-testid="grade">{lastGrade ? verdictTitle(lastGrade) : 'No grade'}</p>
      <button type="button" onClick={() => void submit()}>
        Submit
      </button>
    </>
  );
}

function renderSubmission(localResults: TestResult[] | Error = [passed, failed]) {
  const props = {
    runTests: vi.fn(async () => {
      if (localResults instanceof Error) throw localResults;
      return localResults;
    }),
    discardDraft: vi.fn(),
    onGraded: vi.fn(),
  };
  const rendered = renderRoutes(
    [
      { path: '/', element: <Harness {...props} /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntry: '/', session: testUser },
  );
  rendered.queryClient.setQueryData(challengeDetailQuery(301).queryKey, challenge);
  return { ...props, ...rendered };
}

const statusText = () => screen.getByTestId('status').textContent;
const gradeText = () => screen.getByTestId('grade').textContent;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('useSubmission', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("sends the code with what the run here expects, then stays with the server's grade", async () => {
    const verdict = graded({ status: 'unsolved', score: 5, pointsEarned: 5, tests: [failed] });
    const post = deferredResponse();
    const api = stubApi({ [SUBMIT]: () => post.promise });
    const { onGraded, discardDraft, queryClient } = renderSubmission([passed, failed]);
    submit();
    expect(await screen.findByText('1/2 tests passed. Submitting…')).toBeTruthy();
    await vi.waitFor(() => expect(statusText()).toBe(CHECKING_SOLUTION));
    expect(api.bodiesOf(SUBMIT)).toEqual([
      {
        questionId: 301,
        status: 'unsolved',
        score: 5,
        previous_data: submittedCode,
      },
    ]);

    post.resolve(jsonResponse(verdict, 201));
    const title = 'Not solved yet: 0/1 tests passed (+5 points)';
    await vi.waitFor(() => expect(gradeText()).toBe(title));
    // One toast for the submission: the verdict replaced what the run here expected.
    expect(screen.getAllByText(title)).toHaveLength(2);
    expect(screen.queryByText('1/2 tests passed. Submitting…')).toBeNull();
    expect(statusText()).toBe('');
    expect(onGraded).toHaveBeenCalledWith(verdict);
    expect(discardDraft).toHaveBeenCalledTimes(1);
    // The submitted code is where the challenge opens next; the learner's total is reloaded.
    expect(queryClient.getQueryData(challengeDetailQuery(301).queryKey)?.previous_data).toEqual(
      submittedCode,
    );
    expect(queryClient.getQueryState(sessionQueryKey)?.isInvalidated).toBe(true);
  });

  it('keeps checking while the grade is pending, until the server has graded the code', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const polls: ReturnType<typeof deferredResponse>[] = [];
    const api = stubApi({
      [SUBMIT]: () => jsonResponse(testSubmission({}), 202),
      [POLL]: () => {
        polls.push(deferredResponse());
        return polls.at(-1)!.promise;
      },
    });
    const { onGraded } = renderSubmission([passed]);
    /** Lets time pass until the server has been asked for the grade `count` times. */
    const untilAsked = (count: number) =>
      vi.waitFor(async () => {
        await act(() => vi.advanceTimersByTimeAsync(GRADE_POLL_INTERVAL_MS / 4));
        expect(polls).toHaveLength(count);
      });

    submit();
    await untilAsked(1);
    expect(statusText()).toBe(CHECKING_SOLUTION);
    polls[0]!.resolve(jsonResponse(testSubmission({})));
    await untilAsked(2);
    expect(statusText()).toBe(CHECKING_SOLUTION);
    expect(gradeText()).toBe('No grade');

    polls[1]!.resolve(jsonResponse(graded({ status: 'solved', score: 10, pointsEarned: 10 })));
    await vi.waitFor(() => expect(gradeText()).toBe('Solved! +10 points'));
    expect(statusText()).toBe('');
    expect(onGraded).toHaveBeenCalledTimes(1);
    expect(api.bodiesOf(SUBMIT)).toHaveLength(1);
  });

  it('leaves the grade to the history, with the code saved, when it cannot be followed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    stubApi({
      [SUBMIT]: () => jsonResponse(testSubmission({}), 202),
      [POLL]: () => jsonResponse({ message: 'Unknown submission' }, 404),
    });
    const { onGraded, discardDraft } = renderSubmission();
    submit();
    await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(GRADE_POLL_INTERVAL_MS / 4));
      expect(screen.getByText(STILL_CHECKING)).toBeTruthy();
    });
    expect(statusText()).toBe('');
    expect(gradeText()).toBe('No grade');
    expect(onGraded).not.toHaveBeenCalled();
    expect(discardDraft).not.toHaveBeenCalled();
  });

  it('stops waiting for the grade when the workspace is left', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const api = stubApi({
      [SUBMIT]: () => jsonResponse(testSubmission({}), 202),
      [POLL]: () => jsonResponse(testSubmission({})),
    });
    const { router, queryClient } = renderSubmission();
    const history = submissionHistoryQuery(301).queryKey;
    queryClient.setQueryData(history, { submissions: [], hintReveals: [] });
    submit();
    // The code is saved (the history shows it): the grade is now awaited.
    await vi.waitFor(() => expect(queryClient.getQueryState(history)?.isInvalidated).toBe(true));
    await act(() => router.navigate('/elsewhere'));
    await act(() => vi.advanceTimersByTimeAsync(10 * GRADE_POLL_INTERVAL_MS));
    expect(api.bodiesOf(POLL)).toEqual([]);
  });

  it('says something went wrong when the code could not be sent', async () => {
    stubApi({ [SUBMIT]: () => jsonResponse({ message: 'boom' }, 500) });
    const { onGraded } = renderSubmission();
    submit();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(screen.queryByText('1/2 tests passed. Submitting…')).toBeNull();
    expect(statusText()).toBe('');
    expect(onGraded).not.toHaveBeenCalled();
  });

  it('sends nothing when Stop ended the run here', async () => {
    const api = stubApi({});
    const { runTests } = renderSubmission(new RunStopped());
    submit();
    await vi.waitFor(() => expect(runTests).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(statusText()).toBe(''));
    expect(api.bodiesOf(SUBMIT)).toEqual([]);
    expect(screen.queryByText(/Submitting…|Something went wrong/)).toBeNull();
  });

  it('takes one submission at a time', async () => {
    const post = deferredResponse();
    const api = stubApi({ [SUBMIT]: () => post.promise });
    const { runTests } = renderSubmission([passed]);
    submit();
    submit();
    await vi.waitFor(() => expect(statusText()).toBe(CHECKING_SOLUTION));
    submit();
    post.resolve(jsonResponse(graded({ status: 'solved', score: 10, pointsEarned: 10 }), 201));
    await vi.waitFor(() => expect(gradeText()).toBe('Solved! +10 points'));
    expect(runTests).toHaveBeenCalledTimes(1);
    expect(api.bodiesOf(SUBMIT)).toHaveLength(1);
  });
});
