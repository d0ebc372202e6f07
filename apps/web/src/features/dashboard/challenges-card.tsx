import { topicProgressRows, type User } from '@launchpad/contract';
import { Link } from '../../router/index.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { paths } from '../../lib/paths.ts';

/**
 * Product rules §2 Dashboard: solved/total overall and per topic, and Continue; with the challenge
 * points, named as such beside the Refer & Earn card's referral points.
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
      <Link to={paths.challenges} className={`${buttonStyles.primary} mt-5`}>
        Continue
      </Link>
    </section>
  );
}
