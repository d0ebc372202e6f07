import type { Extension } from '@codemirror/state';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { referenceSolutionQuery } from '../api/reference-solution.ts';
import { decodeBase64 } from '../base64.ts';
import { MergeDiff } from './merge-diff.tsx';
import { mostChangedPath } from './starting-files.ts';

interface CompareViewProps {
  challengeId: number;
  /** The challenge's files, in their tab order. */
  paths: readonly string[];
  /** The learner's code, path → text. */
  files: Record<string, string>;
  /** The starter code, path → text: the comparison opens on the file changed most from it. */
  starter: Record<string, string>;
  onClose: () => void;
  /** The learner's editor settings, applied to both sides. */
  appearance: Extension;
}

/**
 * 'Compare with our solution': the learner's code beside our reference solution, one file at a
 * time. Loaded on demand (with the merge view) so the workspace does not carry it.
 */
export default function CompareView({
  challengeId,
  paths,
  files,
  starter,
  onClose,
  appearance,
}: CompareViewProps) {
  const [shown, setShown] = useState(() =>
    Math.max(0, paths.indexOf(mostChangedPath(paths, starter, files) ?? '')),
  );
  const { data, error, isPending } = useQuery(referenceSolutionQuery(challengeId));
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a button that is now out of view: the learner continues from the heading.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby="compare-heading"
      className="flex min-h-0 flex-1 flex-col overflow-auto bg-white p-4"
    >
      <div className="flex items-center gap-3">
        <h2 id="compare-heading" ref={heading} tabIndex={-1} className="text-lg font-bold">
          Compare with our solution
        </h2>
        <button type="button" className={`${buttonStyles.secondary} ml-auto`} onClick={onClose}>
          Back to the editor
        </button>
      </div>
      {isPending && <p className="mt-4 text-sm text-slate-700">Loading our solution…</p>}
      {error && (
        <p role="alert" className="mt-4 text-sm text-rose-800">
          {error instanceof ApiError && error.status === 403
            ? error.message
            : 'Our solution could not be loaded. Please try again.'}
        </p>
      )}
      {data && (
        <Tabs
          label="Files to compare"
          mountOnFirstSelect
          selected={shown}
          onSelect={setShown}
          listClassName="mt-4 max-w-xl"
          panelClassName="mt-3"
          tabs={paths.map((path) => ({
            label: path,
            panel: (
              <>
                <div className="mb-1 grid grid-cols-2 text-sm font-semibold text-slate-800">
                  <p>Your code</p>
                  <p>Our solution</p>
                </div>
                <MergeDiff
                  path={path}
                  mine={files[path] ?? ''}
                  ours={decodeBase64(data.files[path] ?? '')}
                  appearance={appearance}
                />
              </>
            ),
          }))}
        />
      )}
    </section>
  );
}
