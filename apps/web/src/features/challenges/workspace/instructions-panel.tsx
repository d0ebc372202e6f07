import type { ChallengeDetail } from '@launchpad/contract';
import type { Components } from 'react-markdown';
import { difficultyLabel, topicLabels } from '../topics.ts';
import { ChallengeMarkdown, markdownStyles } from './challenge-markdown.tsx';
import { HintsPanel } from './hints-panel.tsx';

/** The page's h1 is the challenge name, so the Markdown's headings move one level down. */
const demotedHeadings: Components = { h1: 'h2', h2: 'h3', h3: 'h4', h4: 'h5' };

/**
 * The challenge's instructions. The panel scrolls up and down only: what is wider than the panel
 * (a code block, a table) scrolls sideways in its own box.
 */
export function InstructionsPanel({
  challenge,
  onHintsRevealed,
}: {
  challenge: ChallengeDetail;
  onHintsRevealed: (hints: ChallengeDetail['hints']) => void;
}) {
  return (
    <section aria-label="Instructions" className="h-full overflow-auto bg-white p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        {topicLabels[challenge.topic]} · {difficultyLabel(challenge.difficulty)} · {challenge.score}{' '}
        points
      </p>
      <div
        className={`${markdownStyles} mt-2 text-sm leading-relaxed text-slate-800 [&_code]:bg-slate-100 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mb-2 [&_h3]:mt-5 [&_h3]:text-base [&_h3]:font-semibold [&_p]:my-2 [&_pre]:bg-slate-100`}
      >
        <ChallengeMarkdown components={demotedHeadings}>
          {challenge.question_body}
        </ChallengeMarkdown>
      </div>
      <HintsPanel challengeId={challenge.id} hints={challenge.hints} onRevealed={onHintsRevealed} />
    </section>
  );
}
