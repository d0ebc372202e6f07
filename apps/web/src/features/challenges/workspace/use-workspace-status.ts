import { useState } from 'react';
import { CHECKING_SOLUTION } from './grade-messages.ts';

/**
 * What the workspace is busy with: running the tests here, submitting (the local run before the
 * POST), checking (the POST sent, the server grading), finishing (graded, reloading the user).
 */
export type Busy = 'running' | 'submitting' | 'checking' | 'finishing';

const BUSY_TEXT: Record<Busy, string> = {
  running: 'Running tests…',
  submitting: 'Submitting…',
  checking: CHECKING_SOLUTION,
  finishing: '',
};

export interface WorkspaceStatus {
  busy: Busy | null;
  setBusy: (busy: Busy | null) => void;
  /** Whether the last run (the preview's or the tests') was ended by Stop or by hanging. */
  setStopped: (stopped: boolean) => void;
  /** What the status line says. */
  text: string;
}

/**
 * The workspace's status line. Running the tests and submitting take turns through `busy` (one at
 * a time: the buttons wait while it is set); with nothing busy, the line tells that a run stopped.
 */
export function useWorkspaceStatus(): WorkspaceStatus {
  const [busy, setBusy] = useState<Busy | null>(null);
  const [stopped, setStopped] = useState(false);
  const idleText = stopped ? 'Stopped' : '';
  return { busy, setBusy, setStopped, text: busy ? BUSY_TEXT[busy] : idleText };
}
