import {
  createPreview,
  type ConsoleEntry,
  type PreviewStop,
  type RunnerSource,
} from '@launchpad/runner';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '../../../lib/use-latest.ts';
import { runtimeBase } from './runtime-base.ts';

const PREVIEW_DEBOUNCE_MS = 400;

interface PreviewEvents {
  onConsole: (entry: ConsoleEntry) => void;
  /** A new run of the code starts (its console output starts over). */
  onRender: () => void;
  onStop: (reason: PreviewStop) => void;
}

/**
 * Keeps the live preview in step with the code, re-rendering shortly after typing stops.
 * `running` is whether a preview frame is live; `stop` ends it at once.
 */
export function usePreview(
  /** Where the preview frame goes; a new element (the phone turned sideways) moves it there. */
  container: HTMLDivElement | null,
  source: RunnerSource,
  events: PreviewEvents,
): { running: boolean; stop: () => void } {
  const preview = useRef<ReturnType<typeof createPreview> | null>(null);
  const eventsRef = useLatest(events);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (!container) return;
    preview.current = createPreview(container, {
      title: 'Live preview',
      runtimeBase: runtimeBase(),
      onConsole: (entry) => eventsRef.current.onConsole(entry),
      // Every run, Restart included, starts the console over.
      onRender: () => eventsRef.current.onRender(),
      onStop: (reason) => {
        setRunning(false);
        eventsRef.current.onStop(reason);
      },
    });
    return () => {
      preview.current?.dispose();
      preview.current = null;
    };
  }, [container, eventsRef]);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (!preview.current) return;
      preview.current.render(source);
      setRunning(true);
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [source, container]);

  const stop = useCallback(() => {
    preview.current?.stop();
  }, []);
  return { running, stop };
}
