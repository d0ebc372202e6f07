import type { ChallengeDetail, EditorPreferences } from '@launchpad/contract';
import { lazy, Suspense, useMemo } from 'react';
import { appearanceExtensions } from './editor-appearance.ts';
import { starterFiles } from './starting-files.ts';

/** The side-by-side diff with our solution, loaded on demand with the merge view. */
const CompareView = lazy(() => import('./compare-view.tsx'));

interface ComparisonProps {
  challenge: ChallengeDetail;
  /** The learner's code, path → text. */
  files: Record<string, string>;
  onClose: () => void;
  /** The learner's editor settings, which both sides of the diff take. */
  preferences: EditorPreferences;
  siteDark: boolean;
}

/** 'Compare with our solution', in place of the workspace's panels while it is open. */
export function Comparison({ challenge, files, onClose, preferences, siteDark }: ComparisonProps) {
  const appearance = useMemo(
    () => appearanceExtensions(preferences, siteDark),
    [preferences, siteDark],
  );
  return (
    <Suspense fallback={<p className="p-4 text-sm text-slate-700">Loading the comparison…</p>}>
      <CompareView
        challengeId={challenge.id}
        paths={challenge.config.open_paths}
        files={files}
        starter={starterFiles(challenge)}
        onClose={onClose}
        appearance={appearance}
      />
    </Suspense>
  );
}
