import { useEffect } from 'react';
import { useLatest } from '../../../lib/use-latest.ts';

interface ShortcutActions {
  /** Ctrl/Cmd + Enter. */
  runTests: () => Promise<void>;
  /** Ctrl/Cmd + S. */
  saveDraft: () => void;
}

/**
 * The workspace's keyboard shortcuts, wherever the focus is. They are caught before the editor's
 * own key bindings (and the browser's Save page), which would otherwise take the same keys.
 */
export function useWorkspaceShortcuts(actions: ShortcutActions): void {
  const latest = useLatest(actions);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        event.stopPropagation();
        void latest.current.runTests();
      } else if (event.key.toLowerCase() === 's') {
        event.preventDefault();
        event.stopPropagation();
        latest.current.saveDraft();
      }
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [latest]);
}
