import { Link } from '../../router/index.ts';
import { paths } from '../../lib/paths.ts';
import { DropdownMenu } from './dropdown-menu.tsx';
import { menuItemClass } from './nav-styles.ts';

/** The Practice dropdown (product rules §2): Frontend leads to the challenge list. */
export function PracticeMenu() {
  return (
    <DropdownMenu label="Practice" align="left">
      {(close) => (
        <li>
          <Link to={paths.challenges} className={menuItemClass} onClick={close}>
            Frontend
          </Link>
        </li>
      )}
    </DropdownMenu>
  );
}
