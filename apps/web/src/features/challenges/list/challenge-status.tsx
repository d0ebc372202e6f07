import type { ChallengeListItem } from '@launchpad/contract';

export type ChallengeState = 'solved' | 'attempted' | 'not-started';

/** What the status column shows and what it says to assistive technology. */
export function statusOf(challenge: ChallengeListItem): {
  state: ChallengeState;
  short: string;
  label: string;
} {
  if (challenge.submission_status === 'solved') {
    return { state: 'solved', short: '✓', label: 'Solved' };
  }
  if (challenge.submission_status === 'unsolved') {
    const best = `${challenge.best_score} of ${challenge.score} points`;
    return {
      state: 'attempted',
      short: `${challenge.best_score}/${challenge.score}`,
      label: `Attempted: best ${best}`,
    };
  }
  return { state: 'not-started', short: '–', label: 'Not started' };
}

const stateStyles: Record<ChallengeState, string> = {
  solved: 'text-base font-bold text-emerald-700',
  attempted: 'rounded bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900',
  'not-started': 'text-slate-600',
};

/**
 * A tick when solved, the best score ('5/10') when attempted, a dash when not started. The short
 * form is a symbol (role img) named in words: 'Solved', 'Attempted: best 5 of 10 points', 'Not
 * started'; the same words show as a tooltip.
 */
export function ChallengeStatus({ challenge }: { challenge: ChallengeListItem }) {
  const { state, short, label } = statusOf(challenge);
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-state={state}
      className={`inline-block whitespace-nowrap ${stateStyles[state]}`}
    >
      {short}
    </span>
  );
}
