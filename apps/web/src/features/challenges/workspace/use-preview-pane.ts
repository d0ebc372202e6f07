import { HUNG_MESSAGE, type ConsoleEntry, type RunnerSource } from '@launchpad/runner';
import { useCallback, useState } from 'react';
import { useConsoleLog } from './use-console-log.ts';
import { usePreview } from './use-preview.ts';

interface PreviewPaneEvents {
  /** The code starts a new run in the preview (after a change, or Restart). */
  onRun: () => void;
  /** The preview's code was ended: by Stop, or for hanging. */
  onStop: () => void;
}

export interface PreviewPaneState {
  /** Where the preview frame goes (a ref callback): a new element moves the preview there. */
  setHost: (host: HTMLDivElement | null) => void;
  /** Whether the preview's code is live, for Stop to end it. */
  running: boolean;
  stop: () => void;
  consoleOpen: boolean;
  openConsole: () => void;
  closeConsole: () => void;
  /** The console's lines, at most MAX_CONSOLE_LINES, and how many earlier ones were dropped. */
  console: { entries: ConsoleEntry[]; hidden: number };
  clearConsole: () => void;
}

/**
 * The Preview pane: the learner's files running live in its frame, and the console under it. The
 * console shows the preview's output, once per line: each new render of the code starts it over,
 * and test runs (which run the same code again, hidden) add nothing to it.
 */
export function usePreviewPane(source: RunnerSource, events: PreviewPaneEvents): PreviewPaneState {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [consoleOpen, setConsoleOpen] = useState(false);
  const consoleLog = useConsoleLog();
  const preview = usePreview(host, source, {
    onConsole: consoleLog.append,
    onRender: () => {
      consoleLog.clear();
      events.onRun();
    },
    onStop: (reason) => {
      events.onStop();
      // Code that hangs never gets to say why it stopped: the console says it for it.
      if (reason === 'hung') {
        consoleLog.append({ level: 'error', text: `Stopped: ${HUNG_MESSAGE}` });
        setConsoleOpen(true);
      }
    },
  });

  const openConsole = useCallback(() => setConsoleOpen(true), []);
  const closeConsole = useCallback(() => setConsoleOpen(false), []);

  return {
    setHost,
    running: preview.running,
    stop: preview.stop,
    consoleOpen,
    openConsole,
    closeConsole,
    console: consoleLog.log,
    clearConsole: consoleLog.clear,
  };
}
