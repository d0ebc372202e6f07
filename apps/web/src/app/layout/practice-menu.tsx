import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../lib/paths.ts';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { menuItemClass, navItemClass, popupClass } from './nav-styles.ts';

/** The Practice dropdown: a disclosure button over a list of links (spec §4). */
export function PracticeMenu() {
  const [open, setOpen] = useState(false);
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
        className={navItemClass}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        Practice
        <ChevronDownIcon className={open ? 'rotate-180' : undefined} />
      </button>
      <ul id={listId} hidden={!open} className={`${popupClass} left-0`}>
        <li>
          <Link to={paths.challenges} className={menuItemClass} onClick={close}>
            Frontend
          </Link>
        </li>
      </ul>
    </div>
  );
}
