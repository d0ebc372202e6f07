import { topicProgressRows, type User } from '@launchpad/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../router/index.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { paths } from '../../lib/paths.ts';
import { moduleProgressRows } from '../../lib/program-modules.ts';
import { challengeListQuery } from './api/challenge-list.ts';

/** Issue #34: progress per program module, each a link to that module's challenges. */
function ModuleProgress() {
  const { data: challenges } = useQuery(challengeListQuery);
  if (!challenges) return null;
  return (
    <div className="mt-5">
      <h3 className="text-sm font-semibold text-slate-900">By module</h3>
      <ul className="mt-2 space-y-1 text-sm">
        {moduleProgressRows(challenges).map(({ module, label, solved, total }) => (
          <li key={module} className="flex items-baseline justify-between gap-3">
            <Link
              to={`${paths.challenges}?module=${module}`}
              className="text-indigo-700 underline-offset-2 hover:underline"
            >
              {label}
            </Link>
            <span className="font-semibold text-slate-900" data-testid={`module-solved-${module}`}>
              {solved}/{total}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Product rules §2 Dashboard: solved/total overall and per topic, and Continue; with the challenge
 * points, named as such beside the Refer & Earn card's referral points, and (issue #34) the
 * progress per program module.
 */
export function ChallengesCard({ user }: { user: User }) {
  const rows = topicProgressRows(
    { solvedByTopic: user.frontendQuestions.solvedByTopic, totalByTopic: user.fe_total_by_topic },
    'dashboard',
  );
  return (
    <section
      aria-labelledby="challenges-card-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="challenges-card-title" className="text-lg font-semibold text-slate-900">
        Frontend Challenges
      </h2>
      <p className="mt-2 text-3xl font-bold text-slate-900" data-testid="challenges-solved-total">
        {user.frontendQuestions.solved}/{user.fe_total}
        <span className="ml-2 text-sm font-medium text-slate-600">solved</span>
      </p>
      <p className="mt-1 text-sm text-slate-700">
        Challenge points{' '}
        <span className="font-semibold text-slate-900" data-testid="challenge-points">
          {user.frontendQuestions.totalScore}
        </span>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        {rows.map(({ topic, label, solved, total }) => (
          <div key={topic} className="rounded-md bg-slate-50 px-3 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900" data-testid={`challenges-solved-${topic}`}>
              {solved}/{total}
            </dd>
          </div>
        ))}
      </dl>
      <ModuleProgress />
      <Link to={paths.challenges} className={`${buttonStyles.primary} mt-5`}>
        Continue
      </Link>
    </section>
  );
}
