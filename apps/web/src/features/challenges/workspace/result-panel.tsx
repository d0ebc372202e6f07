import type { ChallengeListItem, Submission } from '@launchpad/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from '../../../router/index.ts';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { challengePath } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { challengeListQuery } from '../api/list-challenges.ts';
import { placeOnPath } from './challenge-nav.tsx';

interface ResultPanelProps {
  challenge: Pick<ChallengeListItem, 'id' | 'topic'>;
  /** The server's grade of what the learner just submitted, when it solved the challenge. */
  solved: Submission | null;
  onCompare: () => void;
}

/**
 * After a solve: the points that submission really added (the server's figure), the learner's
 * total now, the next challenge on the path and the comparison with our solution. On a challenge
 * solved before, a short note with the comparison. Nothing otherwise.
 */
export function ResultPanel({ challenge, solved, onCompare }: ResultPanelProps) {
  const { data: list } = useQuery(challengeListQuery);
  const { user } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  // The learner's attention moves from Submit to the result.
  useEffect(() => {
    if (solved) heading.current?.focus();
  }, [solved]);

  const solvedBefore = list?.find((item) => item.id === challenge.id)?.submission_status;
  const compare = (
    <button type="button" className={buttonStyles.secondary} onClick={onCompare}>
      Compare with our solution
    </button>
  );

  if (!solved) {
    if (solvedBefore !== 'solved') return null;
    return (
      <section
        aria-label="Result"
        className="flex items-center gap-3 border-b border-emerald-200 bg-emerald-50 px-4 py-1.5 text-sm"
      >
        <p className="font-medium text-emerald-900">
          <span aria-hidden="true">✓ </span>You solved this challenge
        </p>
        {compare}
      </section>
    );
  }

  const next = list ? placeOnPath(list, challenge)?.next : undefined;
  return (
    <section
      aria-labelledby="result-heading"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-emerald-200 bg-emerald-50 px-4 py-2"
      data-testid="result-panel"
    >
      <h2
        id="result-heading"
        ref={heading}
        tabIndex={-1}
        className="text-base font-bold text-emerald-900"
      >
        Solved! +{solved.pointsEarned ?? 0} points
      </h2>
      {user && (
        <p className="text-sm text-slate-800" data-testid="total-points">
          Your total: {user.frontendQuestions.totalScore} points
        </p>
      )}
      <div className="ml-auto flex gap-2">
        {compare}
        {next && (
          <Link to={challengePath(next)} className={buttonStyles.primary} title={next.name}>
            Next challenge<span aria-hidden="true"> →</span>
          </Link>
        )}
      </div>
    </section>
  );
}
