import type { ChallengeHints } from '@launchpad/contract';
import { messages } from '@launchpad/contract';
import { useState } from 'react';
import Markdown from 'react-markdown';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { toast } from '../../../lib/toast.ts';
import { revealHint } from '../api/reveal-hint.ts';

interface HintsPanelProps {
  challengeId: number;
  hints: ChallengeHints;
  /** The revealed hints, to keep in the challenge's cached detail. */
  onRevealed: (hints: ChallengeHints) => void;
}

/**
 * The challenge's hints, revealed one at a time on request ('Show hint 1 of 3'). The server
 * records each reveal; the score does not change (product rules §4).
 */
export function HintsPanel({ challengeId, hints, onRevealed }: HintsPanelProps) {
  const [busy, setBusy] = useState(false);
  if (hints.total === 0) return null;
  const next = hints.revealed.length + 1;

  const reveal = async () => {
    setBusy(true);
    try {
      onRevealed(await revealHint(challengeId));
    } catch (error) {
      console.error('The hint could not be shown:', error);
      toast.error(messages.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="hints-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h2 id="hints-heading" className="text-base font-semibold text-slate-900">
        Hints
      </h2>
      <ol className="mt-2 space-y-3">
        {hints.revealed.map((hint, index) => (
          <li key={index} className="rounded border border-amber-200 bg-amber-50 p-3">
            <p className="text-xs font-semibold uppercase tracking-wide text-amber-900">
              Hint {index + 1}
            </p>
            <div className="mt-1 [&_code]:rounded [&_code]:bg-amber-100 [&_code]:px-1 [&_p]:my-1">
              <Markdown skipHtml>{hint}</Markdown>
            </div>
          </li>
        ))}
      </ol>
      {next <= hints.total && (
        <button
          type="button"
          className={`${buttonStyles.secondary} mt-3`}
          onClick={() => void reveal()}
          disabled={busy}
        >
          Show hint {next} of {hints.total}
        </button>
      )}
      <p className="mt-2 text-xs text-slate-600">Hints never change your score.</p>
    </section>
  );
}
