import { topicProgressRows, type User } from '@launchpad/contract';
import { SingleTab } from '../ui/single-tab.tsx';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Share of `total` that `solved` is, from 0 to 1; nothing to solve counts as nothing solved. */
export function solvedShare(solved: number, total: number): number {
  return total > 0 ? Math.min(solved / total, 1) : 0;
}

function SolvedRing({ solved, total }: { solved: number; total: number }) {
  const filled = solvedShare(solved, total) * CIRCUMFERENCE;
  return (
    <div className="relative size-36 shrink-0">
      <svg
        viewBox="0 0 120 120"
        className="size-full -rotate-90"
        role="img"
        aria-label={`${solved} of ${total} solved`}
      >
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          className="stroke-slate-200"
        />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          className="stroke-indigo-700"
        />
      </svg>
      {/* The ring's label already says this to screen readers. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 flex flex-col items-center justify-center text-slate-900"
      >
        <span className="text-2xl font-bold">
          {solved}/{total}
        </span>
        <span className="text-xs text-slate-600">Solved</span>
      </div>
    </div>
  );
}

function TopicBar({ label, solved, total }: { label: string; solved: number; total: number }) {
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="font-medium text-slate-900">{label}</span>
        <span className="text-slate-600">
          {solved}/{total}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={solved}
        aria-valuetext={`${solved} of ${total} solved`}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-indigo-700"
          style={{ width: `${solvedShare(solved, total) * 100}%` }}
        />
      </div>
    </div>
  );
}

/** A learner's results as the server graded them: the user object's, or a public profile's. */
export type SolvedResults = Pick<User, 'frontendQuestions' | 'fe_total' | 'fe_total_by_topic'>;

/**
 * Product rules §2 Profile: the Solved Questions panel with its Frontend tab. The profile page
 * and the public profile show the same panel.
 */
export function SolvedQuestions({ results }: { results: SolvedResults }) {
  const { solved, solvedByTopic, totalScore } = results.frontendQuestions;
  return (
    <section
      aria-labelledby="solved-questions-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="solved-questions-title" className="text-lg font-semibold text-slate-900">
        Solved Questions
      </h2>
      <div className="mt-3">
        <SingleTab listLabel="Question categories" label="Frontend">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
            <SolvedRing solved={solved} total={results.fe_total} />
            <div className="grow space-y-3">
              {topicProgressRows(
                { solvedByTopic, totalByTopic: results.fe_total_by_topic },
                'list',
              ).map(({ topic, label, solved: topicSolved, total }) => (
                <TopicBar key={topic} label={label} solved={topicSolved} total={total} />
              ))}
            </div>
          </div>
          <p className="mt-5 text-sm text-slate-700">
            Total Points{' '}
            <span className="ml-1 text-lg font-bold text-slate-900" data-testid="total-points">
              {totalScore}
            </span>
          </p>
        </SingleTab>
      </div>
    </section>
  );
}
