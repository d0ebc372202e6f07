import type { ProjectSubmission } from '@launchpad/contract';
import { badge, linkStyles, statusLabels } from './project-status.ts';
import { ProjectTime } from './project-time.tsx';
import { ReviewView } from './review-view.tsx';

interface SubmissionHistoryProps {
  /** Newest first, as the server sends them. */
  submissions: readonly ProjectSubmission[];
  timeZone: string;
  headingId: string;
  /** 'Your hand-ins' for the learner, 'Earlier hand-ins' for the mentor. */
  heading: string;
  /** Whose note it is, as the reader says it: 'Your note', 'Their note'. */
  noteLabel: string;
}

/**
 * Every hand-in of one project with its review, so earlier feedback stays to read: the learner's
 * on their dashboard, and the mentor's view of what came before the hand-in they review.
 */
export function SubmissionHistory({
  submissions,
  timeZone,
  headingId,
  heading,
  noteLabel,
}: SubmissionHistoryProps) {
  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-200 pt-4">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {heading}
      </h4>
      <ol className="mt-2 space-y-4">
        {submissions.map((each) => (
          <SubmissionItem
            key={each.id}
            submission={each}
            timeZone={timeZone}
            noteLabel={noteLabel}
          />
        ))}
      </ol>
    </section>
  );
}

function SubmissionItem({
  submission,
  timeZone,
  noteLabel,
}: {
  submission: ProjectSubmission;
  timeZone: string;
  noteLabel: string;
}) {
  const attempt = `Attempt ${submission.attempt}`;
  return (
    <li className="text-sm text-slate-700">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-slate-900">{attempt}</span>
        <span>
          Handed in <ProjectTime instant={submission.submittedAt} timeZone={timeZone} />
        </span>
        {submission.late && <span className={`${badge} bg-rose-100 text-rose-900`}>Late</span>}
        {submission.status === 'awaiting_review' && (
          <span className={`${badge} ${statusLabels.awaiting_review.tone}`}>
            {statusLabels.awaiting_review.label}
          </span>
        )}
      </p>
      <p className="mt-1 flex flex-wrap gap-x-4">
        {/* Every attempt has both: the names say which attempt's (starting with the words shown). */}
        <a
          href={submission.repositoryUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Repository of attempt ${submission.attempt} (opens in a new tab)`}
          className={linkStyles}
        >
          Repository
        </a>
        <a
          href={submission.liveUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Live site of attempt ${submission.attempt} (opens in a new tab)`}
          className={linkStyles}
        >
          Live site
        </a>
      </p>
      {submission.note && (
        <p className="mt-1 whitespace-pre-line text-slate-700">
          <span className="font-medium text-slate-900">{noteLabel}: </span>
          {submission.note}
        </p>
      )}
      {submission.review && <ReviewView review={submission.review} timeZone={timeZone} />}
    </li>
  );
}
