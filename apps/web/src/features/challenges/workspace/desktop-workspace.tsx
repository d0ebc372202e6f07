import type { KeyboardEvent } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { tabMove } from '../../../components/ui/tabs.tsx';
import { ChallengeNav } from './challenge-nav.tsx';
import { StatusLine, type WorkspaceParts } from './workspace-parts.tsx';

/**
 * Panel sizes: the spec's 22/50/30 % add up to 102 %, so they are scaled to 100 %
 * (docs/decisions/0003-workspace-panel-sizes.md); the minimums stay 15/30/20 %.
 */
export const PANEL_SIZES = {
  instructions: { default: (22 / 102) * 100, min: 15 },
  editor: { default: (50 / 102) * 100, min: 30 },
  preview: { default: (30 / 102) * 100, min: 20 },
} as const;

const fileTabId = (path: string) => `editor-tab-${path}`;

/**
 * The workspace on a desktop: the challenge's name, status and buttons over three panels side by
 * side, which the learner can resize: the instructions, the code (with the test results under it)
 * and the preview.
 */
export function DesktopWorkspace(parts: WorkspaceParts) {
  const { challenge } = parts;
  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-[560px] flex-col bg-slate-100">
      <ChallengeNav challenge={challenge} />
      <div className="flex items-center gap-3 border-b border-slate-300 bg-white px-4 py-2">
        <h1 className="truncate text-lg font-bold text-slate-900">{challenge.name}</h1>
        <StatusLine text={parts.status} />
        <div className="ml-auto flex gap-2">
          {parts.settings}
          {parts.stopButton}
          {parts.resetButton}
          {parts.runButton}
          {parts.submitButton}
        </div>
      </div>

      {parts.result}
      {parts.comparison}
      {/* Hidden, not unmounted, while comparing: the editors and the preview keep their state. */}
      <div hidden={parts.comparing} className="flex min-h-0 flex-1">
        <Group orientation="horizontal" className="min-h-0 flex-1">
          <Panel
            id="instructions"
            defaultSize={`${PANEL_SIZES.instructions.default}`}
            minSize={`${PANEL_SIZES.instructions.min}`}
          >
            {parts.instructions}
          </Panel>
          <Separator className="w-1.5 bg-slate-300 hover:bg-indigo-400 focus-visible:bg-indigo-500" />
          <Panel
            id="editor"
            defaultSize={`${PANEL_SIZES.editor.default}`}
            minSize={`${PANEL_SIZES.editor.min}`}
          >
            <section aria-label="Code" className="flex h-full flex-col bg-white">
              <FileTabs paths={parts.paths} activePath={parts.activePath} onFile={parts.onFile} />
              <div
                id="editor-panel"
                role="tabpanel"
                aria-labelledby={fileTabId(parts.activePath)}
                className="min-h-0 flex-1"
              >
                {parts.editor}
              </div>
              {parts.tests}
            </section>
          </Panel>
          <Separator className="w-1.5 bg-slate-300 hover:bg-indigo-400 focus-visible:bg-indigo-500" />
          <Panel
            id="preview"
            defaultSize={`${PANEL_SIZES.preview.default}`}
            minSize={`${PANEL_SIZES.preview.min}`}
          >
            {parts.preview}
          </Panel>
        </Group>
      </div>
    </div>
  );
}

/** The tabs over the editor, one per file, as the WAI-ARIA tabs pattern has them. */
function FileTabs({
  paths,
  activePath,
  onFile,
}: Pick<WorkspaceParts, 'paths' | 'activePath' | 'onFile'>) {
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = tabMove(event.key, index, paths.length);
    if (move === undefined) return;
    event.preventDefault();
    const next = paths[move]!;
    onFile(next);
    document.getElementById(fileTabId(next))?.focus();
  };

  return (
    <div role="tablist" aria-label="Files" className="flex border-b border-slate-200 bg-slate-50">
      {paths.map((path, index) => (
        <button
          key={path}
          id={fileTabId(path)}
          type="button"
          role="tab"
          aria-selected={path === activePath}
          aria-controls="editor-panel"
          tabIndex={path === activePath ? 0 : -1}
          onClick={() => onFile(path)}
          onKeyDown={(event) => onKeyDown(event, index)}
          className={`border-r border-slate-200 px-4 py-2 font-mono text-sm ${
            path === activePath
              ? 'bg-white font-semibold text-indigo-800'
              : 'text-slate-700 hover:bg-white'
          }`}
        >
          {path}
        </button>
      ))}
    </div>
  );
}
