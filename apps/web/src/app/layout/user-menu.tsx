import type { User } from '@launchpad/contract';
import { Link } from '../../router/index.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { paths } from '../../lib/paths.ts';
import { useLogout } from '../../lib/session.ts';
import { DropdownMenu } from './dropdown-menu.tsx';
import { menuItemClass } from './nav-styles.ts';
import { ThemeToggle } from './theme-toggle.tsx';

interface UserMenuProps {
  user: User;
}

export function UserMenu({ user }: UserMenuProps) {
  const logout = useLogout();
  const displayName = user.name || user.userName;
  const label = (
    <>
      <Avatar image={user.image} userName={user.userName} />
      {/* Narrow screens show only the avatar; the name stays the button's accessible name. */}
      <span className="sr-only truncate sm:not-sr-only">{displayName}</span>
    </>
  );

  return (
    <DropdownMenu label={label} buttonClassName="max-w-56" align="right">
      {(close) => (
        <>
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
          {(user.isAdmin || user.isMentor) && (
            <li>
              <Link to={paths.teaching} className={menuItemClass} onClick={close}>
                Teaching
              </Link>
            </li>
          )}
          <li>
            <ThemeToggle variant="text" className={menuItemClass} onSwitch={close} />
          </li>
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
        </>
      )}
    </DropdownMenu>
  );
}
