import { useId, type ReactNode } from 'react';

interface SingleTabProps {
  /** The accessible name of the tab list. */
  listLabel: string;
  /** The one tab's label, which also names its panel. */
  label: string;
  children: ReactNode;
}

/**
 * A tab list with one selected tab and its panel. The spec shows a single tab where the original
 * planned more (Profile in settings, Frontend under Solved Questions); the tab semantics tell a
 * screen reader what the visible tab is.
 */
export function SingleTab({ listLabel, label, children }: SingleTabProps) {
  const id = useId();
  const tabId = `${id}-tab`;
  const panelId = `${id}-panel`;
  return (
    <div>
      <div role="tablist" aria-label={listLabel} className="flex border-b border-slate-200">
        <button
          type="button"
          role="tab"
          id={tabId}
          aria-selected="true"
          aria-controls={panelId}
          className="-mb-px border-b-2 border-indigo-700 px-4 py-2 text-sm font-semibold text-indigo-700"
        >
          {label}
        </button>
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId} className="pt-5">
        {children}
      </div>
    </div>
  );
}
