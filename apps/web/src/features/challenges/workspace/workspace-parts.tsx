import type { ChallengeDetail } from '@launchpad/contract';
import type { ReactNode } from 'react';

/**
 * What both layouts of the workspace show, each piece made once by Workspace: the desktop's and
 * the phone's layouts only decide where each one goes.
 */
export interface WorkspaceParts {
  challenge: ChallengeDetail;
  /** What the status line says. */
  status: string;
  /** The editor settings' menu. */
  settings: ReactNode;
  stopButton: ReactNode;
  resetButton: ReactNode;
  runButton: ReactNode;
  submitButton: ReactNode;
  /** The verdict of a submission made here, or a note on a challenge solved before. */
  result: ReactNode;
  /** The comparison with our solution while it is open. */
  comparison: ReactNode;
  /** The comparison is open: the panels are hidden, not unmounted, so they keep their state. */
  comparing: boolean;
  /** The challenge's files, in their tab order. */
  paths: readonly string[];
  /** The file the editor shows. */
  activePath: string;
  onFile: (path: string) => void;
  instructions: ReactNode;
  /** The editor, showing the active file. */
  editor: ReactNode;
  preview: ReactNode;
  /** The test results; nothing before a run. */
  tests: ReactNode;
}

/** The status line, read out as it changes. */
export function StatusLine({ text }: { text: string }) {
  return (
    <span className="text-xs text-slate-600" aria-live="polite" data-testid="workspace-status">
      {text}
    </span>
  );
}
