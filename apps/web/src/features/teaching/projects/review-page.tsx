import { REVIEW_CLAIM_MINUTES, type SubmissionForReview } from '@launchpad/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { badge, linkStyles } from '../../../components/projects/project-status.ts';
import { ProjectTime } from '../../../components/projects/project-time.tsx';
import { LiveCheckView } from '../../../components/projects/live-check-view.tsx';
import { ReviewView } from '../../../components/projects/review-view.tsx';
import { SubmissionHistory } from '../../../components/projects/submission-history.tsx';
import { teamTitles } from '../../../components/team/team-titles.ts';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { LazyMarkdown } from '../../../components/ui/lazy-markdown.tsx';
import { invalidateAfter } from '../../../lib/api/invalidation.ts';
import { refusalText } from '../../../lib/api/refusal.ts';
import { formatInstant, viewerTimeZone } from '../../../lib/instants.ts';
import { paths } from '../../../lib/paths.ts';
import { routeParam, useRouteParams } from '../../../lib/route-params.ts';
import { toast } from '../../../lib/toast.ts';
import { ReadProblem, TeachingPage, teachingCrumb, type Crumb } from '../teaching-shell.tsx';
import { claimSubmission, submissionForReviewQuery } from './api.ts';
import { ReviewForm } from './review-form.tsx';

const reviewsCrumb: Crumb = { to: paths.teachingReviews, label: teamTitles.teachingReviews };
const crumbs = [teachingCrumb, reviewsCrumb];

/**
 * /teaching/submissions/:id (issue #33): one hand-in with everything its review needs on one
 * screen (the links, the learner's note, the brief, their earlier hand-ins and reviews), the
 * claim that makes it the caller's for 30 minutes, and then the review form.
 */
export function ReviewPage() {
  const params = useRouteParams(paths.teachingSubmission, { id: routeParam.id });
  if (!params) {
    return (
      <TeachingPage title={teamTitles.teachingSubmission} crumbs={crumbs}>
        <p className="mt-6 text-slate-700">This hand-in does not exist.</p>
      </TeachingPage>
    );
  }
  return <Review submissionId={params.id} />;
}

function Review({ submissionId }: { submissionId: number }) {
  const review = useQuery(submissionForReviewQuery(submissionId));
  const data = review.data;
  return (
    <TeachingPage
      title={teamTitles.teachingSubmission}
      heading={data ? `${data.project.title}: ${data.learner.name}` : teamTitles.teachingSubmission}
      crumbs={crumbs}
    >
      {data ? <ReviewScreen review={data} /> : <ReadProblem query={review} what="The hand-in" />}
    </TeachingPage>
  );
}

function ReviewScreen({ review }: { review: SubmissionForReview }) {
  const timeZone = viewerTimeZone();
  const { submission, project, learner, earlier } = review;
  return (
    <>
      <HandIn review={review} timeZone={timeZone} />
      {project.liveCheck && <LiveCheckView report={submission.liveCheck} />}
      <section aria-labelledby="brief-title" className="mt-8">
        <h2 id="brief-title" className="text-xl font-bold text-slate-900">
          Brief
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Week {project.week} · due <ProjectTime instant={project.dueAt} timeZone={timeZone} />
        </p>
        <div className="mt-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <LazyMarkdown>{project.brief}</LazyMarkdown>
        </div>
      </section>
      {earlier.length > 0 && (
        <SubmissionHistory
          submissions={earlier}
          timeZone={timeZone}
          headingId="earlier-hand-ins"
          heading={`${learner.name}'s earlier hand-ins`}
          noteLabel="Their note"
        />
      )}
      {submission.status !== 'awaiting_review' && submission.review ? (
        <section aria-labelledby="sent-review-title" className="mt-8">
          <h2 id="sent-review-title" className="text-xl font-bold text-slate-900">
            This hand-in has been reviewed
          </h2>
          <ReviewView review={submission.review} timeZone={timeZone} />
        </section>
      ) : review.claim?.mine ? (
        <ReviewForm review={review} />
      ) : (
        <ClaimSection review={review} timeZone={timeZone} />
      )}
    </>
  );
}

/** What was handed in: when, whether late, the two links and the learner's note. */
function HandIn({ review, timeZone }: { review: SubmissionForReview; timeZone: string }) {
  const { submission, learner } = review;
  return (
    <section aria-labelledby="hand-in-title" className="mt-6">
      <h2 id="hand-in-title" className="text-xl font-bold text-slate-900">
        Attempt {submission.attempt}
      </h2>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
        <span>
          {learner.name} ({learner.email}) handed it in{' '}
          <ProjectTime instant={submission.submittedAt} timeZone={timeZone} />
        </span>
        {submission.late && <span className={`${badge} bg-rose-100 text-rose-900`}>Late</span>}
      </p>
      <p className="mt-2 flex flex-wrap gap-x-5">
        <a
          href={submission.repositoryUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={linkStyles}
        >
          Repository <span className="sr-only">(opens in a new tab)</span>
        </a>
        <a
          href={submission.liveUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={linkStyles}
        >
          Live site <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
      {submission.note && (
        <p className="mt-2 whitespace-pre-line text-sm text-slate-700">
          <span className="font-medium text-slate-900">Their note: </span>
          {submission.note}
        </p>
      )}
    </section>
  );
}

/**
 * The claim: one mentor at a time reviews a hand-in. Another's claim that still holds says whose
 * it is and until when; the server refuses a claim taken meanwhile, and the refetch shows it.
 */
function ClaimSection({ review, timeZone }: { review: SubmissionForReview; timeZone: string }) {
  const queryClient = useQueryClient();
  const claim = useMutation({
    mutationFn: () => claimSubmission(review.submission.id),
    onSettled: () => invalidateAfter(queryClient, 'claimSubmission'),
    onError: (error) => toast.error(refusalText(error)),
  });
  const held = review.claim && !review.claim.mine ? review.claim : null;
  return (
    <section aria-labelledby="claim-title" className="mt-8">
      <h2 id="claim-title" className="text-xl font-bold text-slate-900">
        Your review
      </h2>
      {held ? (
        <p className="mt-2 text-slate-700">
          {held.reviewerName} is reviewing this hand-in until{' '}
          {formatInstant(new Date(held.expiresAt), timeZone)}.
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            Claim it first: it is then yours to review for {REVIEW_CLAIM_MINUTES} minutes, and no
            other mentor can.
          </p>
          <button
            type="button"
            className={`${buttonStyles.primary} mt-3`}
            disabled={claim.isPending}
            onClick={() => claim.mutate()}
          >
            {claim.isPending ? 'Claiming…' : 'Claim for review'}
          </button>
        </>
      )}
    </section>
  );
}
