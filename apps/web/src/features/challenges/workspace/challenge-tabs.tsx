import type { ChallengeDetail, PreviousData } from '@launchpad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { challengeDetailQuery } from '../api/challenge-detail.ts';
import { invalidateAfter } from '../../../lib/api/invalidation.ts';
import { HistoryPanel } from './history-panel.tsx';
import { InstructionsPanel } from './instructions-panel.tsx';

interface ChallengeTabsProps {
  challenge: ChallengeDetail;
  onHintsRevealed: (hints: ChallengeDetail['hints']) => void;
  /** Puts a submission's code from the history back in the editor. */
  onRestore: (code: PreviousData) => void;
}

/** The challenge's instructions (with its hints) and the learner's history of it, as two tabs. */
export function ChallengeTabs({ challenge, onHintsRevealed, onRestore }: ChallengeTabsProps) {
  const queryClient = useQueryClient();
  return (
    <Tabs
      label="Challenge"
      mountOnFirstSelect
      className="flex h-full flex-col bg-white"
      listClassName="m-2"
      panelClassName="min-h-0 flex-1 overflow-auto"
      tabs={[
        {
          label: 'Instructions',
          panel: (
            <InstructionsPanel
              challenge={challenge}
              onHintsRevealed={(revealed) => {
                onHintsRevealed(revealed);
                // The cached detail keeps them for the next visit in this session.
                queryClient.setQueryData(challengeDetailQuery(challenge.id).queryKey, (cached) =>
                  cached ? { ...cached, hints: revealed } : cached,
                );
                void invalidateAfter(queryClient, 'revealHint');
              }}
            />
          ),
        },
        {
          label: 'History',
          panel: <HistoryPanel challengeId={challenge.id} onRestore={onRestore} />,
        },
      ]}
    />
  );
}
