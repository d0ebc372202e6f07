import type { HintReveal, HistorySubmission, PreviousData } from '@launchpad/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { formatDateTime, timeAgo } from '../../../lib/relative-time.ts';
import { submissionHistoryQuery } from '../api/list-submissions.ts';

interface HistoryPanelProps {
  challengeId: number;
  /** Puts a submission's code back into the editor. */
  onRestore: (code: PreviousData) => void;
}

type Entry =
  | { kind: 'submission'; at: string; submission: HistorySubmission }
  | { kind: 'hint'; at: string; reveal: HintReveal };

const STATUS: Record<
  'solved' | 'unsolved' | 'pending' | 'failed',
  { label: string; tone: string }
> = {
  solved: { label: 'Solved', tone: 'bg-emerald-100 text-emerald-900' },
  unsolved: { label: 'Unsolved', tone: 'bg-amber-100 text-amber-900' },
  pending: { label: 'Pending', tone: 'bg-slate-200 text-slate-800' },
  failed: { label: 'Failed', tone: 'bg-rose-100 text-rose-900' },
};

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className="text-xs text-slate-600">
      {timeAgo(iso)}
    </time>
  );
}

/**
 * The learner's history of this challenge, newest first: each submission as the server graded
 * it (with its code while the server keeps it) and each hint they revealed.
 */
export function HistoryPanel({ challengeId, onRestore }: HistoryPanelProps) {
  const { data, error, isPending } = useQuery(submissionHistoryQuery(challengeId));

  if (isPending) return <p className="p-4 text-sm text-slate-700">Loading your history…</p>;
  if (error) {
    return (
      <p role="alert" className="p-4 text-sm text-rose-800">
        Your history could not be loaded.
      </p>
    );
  }
  const entries: Entry[] = [
    ...data.submissions.map((submission) => ({
      kind: 'submission' as const,
      at: submission.createdAt,
      submission,
    })),
    ...data.hintReveals.map((reveal) => ({ kind: 'hint' as const, at: reveal.revealedAt, reveal })),
  ].sort((a, b) => b.at.localeCompare(a.at));

  if (entries.length === 0) {
    return <p className="p-4 text-sm text-slate-700">No submissions yet.</p>;
  }
  return (
    <ol aria-label="Your history" className="divide-y divide-slate-200 px-4 text-sm">
      {entries.map((entry) =>
        entry.kind === 'hint' ? (
          <li key={`hint-${entry.reveal.hint}`} className="flex items-center gap-2 py-2">
            <span className="text-slate-800">Hint {entry.reveal.hint} revealed</span>
            <When iso={entry.at} />
          </li>
        ) : (
          <SubmissionEntry
            key={`submission-${entry.submission.id}`}
            submission={entry.submission}
            onRestore={onRestore}
          />
        ),
      )}
    </ol>
  );
}

function SubmissionEntry({
  submission,
  onRestore,
}: {
  submission: HistorySubmission;
  onRestore: (code: PreviousData) => void;
}) {
  const summaryId = useId();
  const state = submission.failure ? 'failed' : submission.status;
  const passed = submission.tests.filter((test) => test.passed).length;
  const { code } = submission;
  return (
    <li className="space-y-1.5 py-3" data-testid="history-submission">
      <p id={summaryId} className="flex flex-wrap items-center gap-2">
        <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATUS[state].tone}`}>
          {STATUS[state].label}
        </span>
        {submission.status !== 'pending' && (
          <span className="text-slate-800">
            {passed}/{submission.tests.length} tests, {submission.score} points
          </span>
        )}
        <When iso={submission.createdAt} />
      </p>
      {submission.failure && <p className="text-xs text-rose-800">{submission.failure}</p>}
      {submission.tests.length > 0 && (
        <details>
          <summary className="cursor-pointer text-indigo-800">Test results</summary>
          <ul className="mt-1 space-y-1">
            {submission.tests.map((test, index) => (
              <li key={index} className="flex gap-2">
                <span
                  aria-hidden="true"
                  className={test.passed ? 'text-emerald-700' : 'text-rose-700'}
                >
                  {test.passed ? '✓' : '✗'}
                </span>
                <span className="sr-only">{test.passed ? 'Passed:' : 'Failed:'}</span>
                <span>
                  {test.name}
                  {!test.passed && test.message && (
                    <span className="block text-xs text-rose-800">{test.message}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {code ? (
        <button
          type="button"
          className={buttonStyles.secondary}
          aria-describedby={summaryId}
          onClick={() => onRestore(code)}
        >
          Restore this code
        </button>
      ) : (
        <p className="text-xs text-slate-600">Code not kept</p>
      )}
    </li>
  );
}
