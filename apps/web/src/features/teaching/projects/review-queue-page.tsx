import { REVIEW_CLAIM_MINUTES } from '@launchpad/contract';
import { useQuery } from '@tanstack/react-query';
import { badge } from '../../../components/projects/project-status.ts';
import { ProjectTime } from '../../../components/projects/project-time.tsx';
import { teamTitles } from '../../../components/team/team-titles.ts';
import { viewerTimeZone } from '../../../lib/instants.ts';
import { Link } from '../../../router/index.ts';
import { ReadProblem, TeachingPage, teachingCrumb } from '../teaching-shell.tsx';
import { reviewQueueQuery } from './api.ts';
import { claimText } from './claim-text.ts';
import { submissionReviewPath } from './review-paths.ts';

/**
 * /teaching/reviews (issue #33): the hand-ins waiting for a review in the caller's batches, oldest
 * first (the server's order), each with who is reviewing it; 'Review' opens the review screen.
 */
export function ReviewQueuePage() {
  const queue = useQuery(reviewQueueQuery);
  const timeZone = viewerTimeZone();
  return (
    <TeachingPage title={teamTitles.teachingReviews} crumbs={[teachingCrumb]}>
      <p className="mt-2 text-slate-700">
        Oldest first. Claiming a hand-in keeps it yours for {REVIEW_CLAIM_MINUTES} minutes, so that
        two mentors never review the same one.
      </p>
      {queue.data ? (
        queue.data.submissions.length === 0 ? (
          <p className="mt-6 text-slate-700">No hand-ins are waiting for a review.</p>
        ) : (
          <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Hand-ins waiting for a review, oldest first</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="p-3 font-semibold">
                    Learner
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    Project
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    Handed in
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    Being reviewed by
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    <span className="sr-only">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 text-slate-800">
                {queue.data.submissions.map((item) => (
                  <tr key={item.submissionId}>
                    <th scope="row" className="p-3 font-medium text-slate-900">
                      {item.learnerName}
                    </th>
                    <td className="p-3">
                      Week {item.week}: {item.projectTitle}
                      {item.attempt > 1 && (
                        <span className="text-slate-600"> · attempt {item.attempt}</span>
                      )}
                    </td>
                    <td className="p-3">
                      <ProjectTime instant={item.submittedAt} timeZone={timeZone} />
                      {item.late && (
                        <span className={`${badge} ml-2 bg-rose-100 text-rose-900`}>Late</span>
                      )}
                    </td>
                    <td className="p-3">{claimText(item.claim, timeZone)}</td>
                    <td className="p-3">
                      <Link
                        to={submissionReviewPath(item.submissionId)}
                        aria-label={`Review ${item.learnerName}'s ${item.projectTitle}`}
                        className="font-semibold text-indigo-700 underline hover:text-indigo-900"
                      >
                        Review
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : (
        <ReadProblem query={queue} what="The review queue" />
      )}
    </TeachingPage>
  );
}
