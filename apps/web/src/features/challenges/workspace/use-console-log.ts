import type { ConsoleEntry } from '@launchpad/runner';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The console keeps the newest lines: what the code printed last is what a learner looks for. */
export const MAX_CONSOLE_LINES = 1000;

export interface ConsoleLog {
  /** At most MAX_CONSOLE_LINES, oldest first. */
  entries: ConsoleEntry[];
  /** How many earlier lines were dropped to keep within the cap. */
  hidden: number;
}

const empty: ConsoleLog = { entries: [], hidden: 0 };

/**
 * The workspace console's lines. Lines arriving together (a loop printing thousands) are added
 * once per animation frame, so the page re-renders at most once a frame however fast code prints.
 */
export function useConsoleLog() {
  const [log, setLog] = useState<ConsoleLog>(empty);
  const pending = useRef<ConsoleEntry[]>([]);
  const frame = useRef<number | null>(null);

  const flush = useCallback(() => {
    frame.current = null;
    const arrived = pending.current;
    pending.current = [];
    setLog((current) => {
      const all = [...current.entries, ...arrived];
      const dropped = Math.max(0, all.length - MAX_CONSOLE_LINES);
      return { entries: dropped ? all.slice(dropped) : all, hidden: current.hidden + dropped };
    });
  }, []);

  const append = useCallback(
    (entry: ConsoleEntry) => {
      pending.current.push(entry);
      // The cap also bounds what waits for the next frame.
      if (pending.current.length > MAX_CONSOLE_LINES) {
        const dropped = pending.current.length - MAX_CONSOLE_LINES;
        pending.current = pending.current.slice(dropped);
        setLog((current) => ({ ...current, hidden: current.hidden + dropped }));
      }
      frame.current ??= requestAnimationFrame(flush);
    },
    [flush],
  );

  const clear = useCallback(() => {
    pending.current = [];
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    setLog(empty);
  }, []);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  return { log, append, clear };
}
