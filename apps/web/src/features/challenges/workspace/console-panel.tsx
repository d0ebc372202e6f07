import type { ConsoleEntry } from '@launchpad/runner';

const levelStyles: Record<ConsoleEntry['level'], string> = {
  log: 'text-slate-100',
  info: 'text-sky-300',
  warn: 'text-amber-300',
  error: 'text-rose-300',
};

interface ConsolePanelProps {
  entries: ConsoleEntry[];
  /** Earlier lines dropped to keep the console within its cap. */
  hidden: number;
  onClear: () => void;
  onClose: () => void;
}

/** The learner's console output, 200 px high (product rules §9). */
export function ConsolePanel({ entries, hidden, onClear, onClose }: ConsolePanelProps) {
  return (
    <section
      aria-label="Console"
      className="flex h-[200px] flex-col border-t border-slate-300 bg-slate-900 scheme-light"
    >
      <div className="flex items-center gap-2 border-b border-slate-700 px-3 py-1 text-xs text-slate-300">
        <h2 className="font-semibold uppercase tracking-wide">Console</h2>
        <button
          type="button"
          onClick={onClear}
          className="ml-auto rounded px-2 py-0.5 hover:bg-slate-700"
        >
          Clear
        </button>
        <button type="button" onClick={onClose} className="rounded px-2 py-0.5 hover:bg-slate-700">
          Close console
        </button>
      </div>
      {/* The log role wraps the list: on the list itself it would hide the items' list semantics. */}
      <div
        role="log"
        aria-live="polite"
        className="flex-1 overflow-auto px-3 py-2 font-mono text-xs"
      >
        <ol>
          {entries.length === 0 && <li className="text-slate-400">Console output appears here.</li>}
          {hidden > 0 && (
            <li className="text-slate-400 italic">
              {`… ${hidden.toLocaleString('en-IN')} more lines hidden`}
            </li>
          )}
          {entries.map((entry, index) => (
            <li key={index} className={`whitespace-pre-wrap ${levelStyles[entry.level]}`}>
              {entry.level === 'log' ? '' : `[${entry.level}] `}
              {entry.text}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
