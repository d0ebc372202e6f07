import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

export interface Tab {
  label: string;
  panel: ReactNode;
}

interface TabsProps {
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly Tab[];
  /** The selected tab, when the caller keeps it (say, in the URL); otherwise the first. */
  selected?: number;
  onSelect?: (index: number) => void;
  /**
   * Renders a panel only once its tab is first selected (it then stays mounted), so a panel that
   * fetches does so only when looked at. Otherwise every panel is mounted from the start.
   */
  mountOnFirstSelect?: boolean;
  /** Extra classes for the tab list (its width, say). */
  listClassName?: string;
  /** Classes for the whole (a flex column filling its box, say). */
  className?: string;
  /** Classes for each panel; a gap above it unless told. */
  panelClassName?: string;
}

/**
 * Where a key moves the selection in a row of `count` tabs (the WAI-ARIA tabs pattern): the
 * arrows go round, Home and End go to the ends; undefined for any other key.
 */
export function tabMove(key: string, selected: number, count: number): number | undefined {
  const last = count - 1;
  const moves: Partial<Record<string, number>> = {
    ArrowRight: selected === last ? 0 : selected + 1,
    ArrowLeft: selected === 0 ? last : selected - 1,
    Home: 0,
    End: last,
  };
  return moves[key];
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: the arrow keys (and Home, End) move to and
 * select a tab, and only the selected tab is in the Tab order. Hidden panels stay mounted, so
 * what was typed in one form survives a look at the other.
 */
export function Tabs({
  label,
  tabs,
  selected: controlled,
  onSelect,
  mountOnFirstSelect = false,
  listClassName = '',
  className,
  panelClassName = 'mt-6',
}: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(0);
  const hydrated = useHydrated();
  const selected = controlled ?? uncontrolled;
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([selected]));
  if (!visited.has(selected)) setVisited(new Set([...visited, selected]));
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  function select(index: number) {
    setUncontrolled(index);
    onSelect?.(index);
    tabRefs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = tabMove(event.key, selected, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className={`grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-slate-100 p-1 ${listClassName}`}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === selected}
            aria-controls={panelId(index)}
            tabIndex={index === selected ? 0 : -1}
            // Switching is the app's: until it runs, the other tabs say they are not ready.
            disabled={!hydrated && index !== selected}
            className={`rounded-md px-3 py-2 text-sm font-semibold ${
              index === selected
                ? 'bg-white text-indigo-700 shadow-sm'
                : 'text-slate-700 hover:text-slate-900'
            }`}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={index !== selected}
          className={panelClassName}
        >
          {(!mountOnFirstSelect || visited.has(index)) && tab.panel}
        </div>
      ))}
    </div>
  );
}
