import type { ProjectReview } from '@launchpad/contract';
import { badge } from './project-status.ts';
import { LazyMarkdown } from '../ui/lazy-markdown.tsx';
import { ProjectTime } from './project-time.tsx';

const verdictLabels: Record<ProjectReview['verdict'], { label: string; tone: string }> = {
  passed: { label: 'Passed', tone: 'bg-emerald-100 text-emerald-900' },
  needs_work: { label: 'Needs work', tone: 'bg-amber-100 text-amber-900' },
};

interface ReviewViewProps {
  review: ProjectReview;
  timeZone: string;
}

/** A mentor's review of one hand-in: the verdict, the points per criterion and the feedback. */
export function ReviewView({ review, timeZone }: ReviewViewProps) {
  const verdict = verdictLabels[review.verdict];
  return (
    <div className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="flex flex-wrap items-center gap-3 text-sm text-slate-900">
        <span className={`${badge} ${verdict.tone}`}>
          <span className="sr-only">Verdict: </span>
          {verdict.label}
        </span>
        <span className="font-semibold">
          {review.points} of {review.maxPoints} points
        </span>
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Points per criterion</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">
              Criterion
            </th>
            <th scope="col" className="py-1 pr-4 font-medium">
              Level
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Points
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {review.scores.map((score) => (
            <tr key={score.criterion}>
              <th scope="row" className="py-1 pr-4 font-medium">
                {score.criterion}
              </th>
              <td className="py-1 pr-4">{score.level}</td>
              <td className="py-1 text-right">{score.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm text-slate-600">
        Reviewed by {review.reviewerName} ·{' '}
        <ProjectTime instant={review.reviewedAt} timeZone={timeZone} />
      </p>
      <div className="mt-2">
        <LazyMarkdown>{review.feedback}</LazyMarkdown>
      </div>
    </div>
  );
}
