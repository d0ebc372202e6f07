import type { ChallengeDetail } from '@launchpad/contract';
import Markdown, { type Components } from 'react-markdown';
import { difficultyLabel, topicLabels } from '../topics.ts';
import { HintsPanel } from './hints-panel.tsx';

/** The page's h1 is the challenge name, so the Markdown's headings move one level down. */
const demotedHeadings: Components = { h1: 'h2', h2: 'h3', h3: 'h4', h4: 'h5' };

/**
 * The challenge's instructions. react-markdown builds React elements and drops raw HTML, so
 * nothing in the Markdown can inject markup into the app.
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
      <div className="mt-2 text-sm leading-relaxed text-slate-800 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mb-2 [&_h3]:mt-5 [&_h3]:text-base [&_h3]:font-semibold [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 [&_pre]:my-3 [&_pre]:overflow-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-3 [&_pre_code]:bg-transparent [&_ul]:list-disc [&_ul]:pl-5">
        <Markdown skipHtml components={demotedHeadings}>
          {challenge.question_body}
        </Markdown>
      </div>
      <HintsPanel challengeId={challenge.id} hints={challenge.hints} onRevealed={onHintsRevealed} />
    </section>
  );
}
