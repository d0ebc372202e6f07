import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { navItemClass, popupClass } from './nav-styles.ts';

interface DropdownMenuProps {
  /** What the toggle button shows (its accessible name). */
  label: ReactNode;
  /** Extra classes for the toggle button. */
  buttonClassName?: string;
  /** Which edge of the button the list lines up with. */
  align: 'left' | 'right';
  /** The list items; `close` shuts the menu (call it when an item is chosen). */
  children: (close: () => void) => ReactNode;
}

/**
 * A header dropdown: a disclosure button over a list that closes on Escape (focus back on the
 * button), on a press outside, and when an item is chosen (product rules §4: Practice closes when
 * Frontend is chosen).
 */
export function DropdownMenu({ label, buttonClassName = '', align, children }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, containerRef, buttonRef);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className={`${navItemClass} ${buttonClassName}`.trim()}
        aria-expanded={open}
        aria-controls={listId}
        // The menu is the app's: until it runs, the button says it is not ready.
        disabled={!hydrated}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {label}
        <ChevronDownIcon className={open ? 'rotate-180' : undefined} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className={`${popupClass} ${align === 'left' ? 'left-0' : 'right-0'}`}
      >
        {children(close)}
      </ul>
    </div>
  );
}
