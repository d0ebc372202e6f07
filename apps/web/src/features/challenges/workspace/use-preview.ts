import { createPreview, type ConsoleEntry, type RunnerSource } from '@launchpad/runner';
import { useEffect, useRef, type RefObject } from 'react';
import { useLatest } from '../../../lib/use-latest.ts';

const PREVIEW_DEBOUNCE_MS = 400;

/** Keeps the live preview in step with the code, re-rendering shortly after typing stops. */
export function usePreview(
  container: RefObject<HTMLDivElement | null>,
  source: RunnerSource,
  onConsole: (entry: ConsoleEntry) => void,
): void {
  const preview = useRef<ReturnType<typeof createPreview> | null>(null);
  const onConsoleRef = useLatest(onConsole);

  useEffect(() => {
    if (!container.current) return;
    preview.current = createPreview(container.current, {
      title: 'Live preview',
      onConsole: (entry) => onConsoleRef.current(entry),
    });
    return () => {
      preview.current?.dispose();
      preview.current = null;
    };
  }, [container, onConsoleRef]);

  useEffect(() => {
    const timer = setTimeout(() => preview.current?.render(source), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [source]);
}
