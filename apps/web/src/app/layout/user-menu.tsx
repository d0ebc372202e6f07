import type { User } from '@launchpad/contract';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../lib/paths.ts';
import { useLogout } from '../../lib/session.ts';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { menuItemClass, navItemClass, popupClass } from './nav-styles.ts';

interface UserMenuProps {
  user: User;
}

export function UserMenu({ user }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, containerRef, buttonRef);
  const logout = useLogout();
  const displayName = user.name || user.userName;

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className={`${navItemClass} max-w-56`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Avatar image={user.image} userName={user.userName} />
        {/* Narrow screens show only the avatar; the name stays the button's accessible name. */}
        <span className="sr-only truncate sm:not-sr-only">{displayName}</span>
        <ChevronDownIcon className={open ? 'rotate-180' : undefined} />
      </button>
      <ul id={listId} hidden={!open} className={`${popupClass} right-0`}>
        <li>
          <Link to={paths.profile} className={menuItemClass} onClick={close}>
            Profile
          </Link>
        </li>
        <li>
          <Link to={paths.dashboard} className={menuItemClass} onClick={close}>
            Dashboard
          </Link>
        </li>
        {user.isAdmin && (
          <li>
            <Link to={paths.admin} className={menuItemClass} onClick={close}>
              Inbox
            </Link>
          </li>
        )}
        <li>
          <button
            type="button"
            className={menuItemClass}
            onClick={() => {
              close();
              void logout();
            }}
          >
            Sign Out
          </button>
        </li>
      </ul>
    </div>
  );
}
