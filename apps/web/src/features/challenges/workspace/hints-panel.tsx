import type { ChallengeHints } from '@launchpad/contract';
import { messages } from '@launchpad/contract';
import { useState } from 'react';
import type { Components } from 'react-markdown';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { toast } from '../../../lib/toast.ts';
import { revealHint } from '../api/reveal-hint.ts';
import { ChallengeMarkdown, markdownStyles } from './challenge-markdown.tsx';

/** A hint sits under the panel's h2 'Hints': its own headings start one level below. */
const hintHeadings: Components = { h1: 'h3', h2: 'h4', h3: 'h5', h4: 'h6' };

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
            <div
              className={`${markdownStyles} mt-1 [&_code]:bg-amber-100 [&_p]:my-1 [&_pre]:bg-amber-100`}
            >
              <ChallengeMarkdown components={hintHeadings}>{hint}</ChallengeMarkdown>
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
