import type { ChallengeListItem, Submission } from '@launchpad/contract';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { Link } from '../../../router/index.ts';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { challengePath } from '../../../lib/paths.ts';
import { formatPoints } from '../../../lib/points.ts';
import { useSession } from '../../../lib/session.ts';
import { challengeListQuery } from '../api/list-challenges.ts';
import { placeOnPath } from './challenge-nav.tsx';
import { verdictTitle } from './grade-messages.ts';

interface ResultPanelProps {
  challenge: Pick<ChallengeListItem, 'id' | 'topic'>;
  /** The server's grade of what the learner just submitted here, solved or not. */
  graded: Submission | null;
  onCompare: () => void;
  /** On a phone the tests are a tab of their own: this shows them. */
  onShowTests?: (() => void) | undefined;
}

/**
 * After a submission, solved or not: the server's verdict (the same words as its toast), the
 * learner's challenge points now, the next challenge on the path and, once solved, the comparison
 * with our solution. The failing tests are in the test results, first. On a challenge solved
 * before, a short note with the comparison. Nothing otherwise.
 */
export function ResultPanel({ challenge, graded, onCompare, onShowTests }: ResultPanelProps) {
  const { data: list } = useQuery(challengeListQuery);
  const { user } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  // The learner's attention moves from Submit to the verdict, in the same commit that shows it
  // (a layout effect): before the panel is painted, not some time after.
  useLayoutEffect(() => {
    if (graded) heading.current?.focus();
  }, [graded]);

  const solvedBefore = list?.find((item) => item.id === challenge.id)?.submission_status;
  const compare = (
    <button type="button" className={buttonStyles.secondary} onClick={onCompare}>
      Compare with our solution
    </button>
  );

  if (!graded) {
    if (solvedBefore !== 'solved') return null;
    return (
      <section
        aria-label="Result"
        className="flex flex-wrap items-center gap-3 border-b border-emerald-200 bg-emerald-50 px-4 py-1.5 text-sm"
      >
        <p className="font-medium text-emerald-900">
          <span aria-hidden="true">✓ </span>You solved this challenge
        </p>
        {compare}
      </section>
    );
  }

  const solved = graded.status === 'solved';
  const next = list ? placeOnPath(list, challenge)?.next : undefined;
  return (
    <section
      aria-labelledby="result-heading"
      className={`flex flex-wrap items-center gap-x-4 gap-y-2 border-b px-4 py-2 ${
        solved ? 'border-emerald-200 bg-emerald-50' : 'border-rose-200 bg-rose-50'
      }`}
      data-testid="result-panel"
    >
      <h2
        id="result-heading"
        ref={heading}
        tabIndex={-1}
        className={`text-base font-bold ${solved ? 'text-emerald-900' : 'text-rose-900'}`}
      >
        {verdictTitle(graded)}
      </h2>
      {user && (
        <p className="text-sm text-slate-800" data-testid="total-points">
          Your challenge points: {formatPoints(user.frontendQuestions.totalScore)}
        </p>
      )}
      {!solved && (
        <p className="text-sm text-slate-800">
          The failed tests come first in the test results.
          {onShowTests && (
            <>
              {' '}
              <button
                type="button"
                className="font-medium text-indigo-800 underline"
                onClick={onShowTests}
              >
                See the tests
              </button>
            </>
          )}
        </p>
      )}
      <div className="ml-auto flex flex-wrap gap-2">
        {(solved || solvedBefore === 'solved') && compare}
        {next && (
          <Link to={challengePath(next)} className={buttonStyles.primary} title={next.name}>
            Next challenge<span aria-hidden="true"> →</span>
          </Link>
        )}
      </div>
    </section>
  );
}
