import type { ReactNode } from 'react';
import { ChallengeNav } from './challenge-nav.tsx';
import { DESKTOP_ONLY_MESSAGE, PhoneLayout, type PhonePanel } from './phone-layout.tsx';
import { StatusLine, type WorkspaceParts } from './workspace-parts.tsx';

interface PhoneWorkspaceProps extends WorkspaceParts {
  panel: PhonePanel;
  onPanel: (panel: PhonePanel) => void;
  /** How many tests failed in the results shown (null: no results). */
  failedTests: number | null;
  /** The row of keys above the on-screen keyboard. */
  editorKeys: ReactNode;
}

/**
 * The workspace on a phone (under 768 px): a notice that it is made for a desktop, the challenge's
 * name and status over its tabs, and Stop, Run Tests and Submit in the bar at the bottom.
 */
export function PhoneWorkspace(props: PhoneWorkspaceProps) {
  const { challenge, comparing } = props;
  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-[480px] flex-col bg-slate-100">
      <ChallengeNav challenge={challenge} />
      <p
        role="note"
        className="border-b border-amber-300 bg-amber-50 px-3 py-1.5 text-xs text-amber-950"
      >
        {DESKTOP_ONLY_MESSAGE}
      </p>
      <div className="flex items-center gap-2 border-b border-slate-300 bg-white px-3 py-1.5">
        <div className="min-w-0">
          <h1 className="truncate text-base font-bold text-slate-900">{challenge.name}</h1>
          <StatusLine text={props.status} />
        </div>
        <div className="ml-auto flex shrink-0 gap-1">
          {props.settings}
          {props.resetButton}
        </div>
      </div>
      {props.result}
      {props.comparison}
      <div hidden={comparing} className="flex min-h-0 flex-1 flex-col">
        <PhoneLayout
          paths={props.paths}
          activePath={props.activePath}
          panel={props.panel}
          onPanel={props.onPanel}
          onFile={props.onFile}
          failedTests={props.failedTests}
          instructions={props.instructions}
          editor={props.editor}
          editorKeys={props.editorKeys}
          preview={props.preview}
          tests={
            props.tests ?? (
              <p className="p-4 text-sm text-slate-700">
                Run the tests to see which pass. Submit sends your code to be checked.
              </p>
            )
          }
          actions={
            <>
              {props.stopButton}
              {props.runButton}
              {props.submitButton}
            </>
          }
        />
      </div>
    </div>
  );
}
