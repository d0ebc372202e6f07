import { ConsolePanel } from './console-panel.tsx';
import type { PreviewPaneState } from './use-preview-pane.ts';

/** The Preview pane: the live preview's frame, and the console under it once opened. */
export function PreviewPane({ preview }: { preview: PreviewPaneState }) {
  const { setHost, consoleOpen, openConsole, closeConsole, clearConsole } = preview;
  return (
    <section aria-label="Preview" className="flex h-full flex-col bg-white">
      <div className="flex items-center border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm">
        <h2 className="font-semibold text-slate-800">Preview</h2>
        {!consoleOpen && (
          <button
            type="button"
            onClick={openConsole}
            className="ml-auto rounded px-2 py-0.5 text-slate-700 hover:bg-slate-200"
          >
            Open console
          </button>
        )}
      </div>
      <div ref={setHost} className="min-h-0 flex-1" />
      {consoleOpen && (
        <ConsolePanel
          entries={preview.console.entries}
          hidden={preview.console.hidden}
          onClear={clearConsole}
          onClose={closeConsole}
        />
      )}
    </section>
  );
}
