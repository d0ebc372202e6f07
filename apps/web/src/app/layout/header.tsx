import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link, NavLink } from '../../router/index.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { MenuIcon } from '../../components/ui/icons.tsx';
import { homeSections, paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { HomeSectionLink } from '../../components/home-section-link.tsx';
import { LogoMark } from '../../components/ui/logo-mark.tsx';
import { navItemClass, navLinkClass } from './nav-styles.ts';
import { dialogCommand, MobileDrawer, runDialogCommand } from './mobile-drawer.tsx';
import { PracticeMenu } from './practice-menu.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

// Its own chunk, out of the home route's budget: the user menu loads once a session is known
// (most visitors of the public pages have none). The drawer is in the page from the start, so
// the menu button opens it before the scripts run.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu.tsx')).UserMenu }));

export function Header() {
  const session = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerRef = useRef<HTMLDialogElement>(null);
  const drawerId = useId();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          to={paths.home}
          className="flex items-center gap-2 rounded-md text-lead font-bold text-slate-900"
        >
          <LogoMark className="size-8" />
          <span>
            Frontend <span className="text-indigo-700">Launchpad</span>
          </span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            <li>
              <HomeSectionLink section={homeSections.featuredProgram} className={navItemClass}>
                Programs
              </HomeSectionLink>
            </li>
            <li>
              <PracticeMenu />
            </li>
            <li>
              <NavLink to={paths.about} className={navLinkClass}>
                About Us
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.contact} className={navLinkClass}>
                Contact
              </NavLink>
            </li>
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          {/* Narrow screens find it in the drawer, where there is room for its words. */}
          <ThemeToggle
            variant="icon"
            className="hidden rounded-md p-2 text-slate-700 hover:bg-slate-100 md:inline-flex"
          />
          {/* While the session is unknown (the prerendered page, then a moment in the browser)
              Login holds its place unseen: a logged-in user never sees it flash, and nothing
              moves when it appears. */}
          {session.status !== 'authenticated' && (
            <Link
              to={paths.login}
              className={`${buttonStyles.primary} ${session.status === 'loading' ? 'invisible' : ''}`}
              aria-hidden={session.status === 'loading' || undefined}
              tabIndex={session.status === 'loading' ? -1 : undefined}
            >
              Login
            </Link>
          )}
          {session.status === 'authenticated' && (
            <Suspense fallback={null}>
              <UserMenu user={session.user} />
            </Suspense>
          )}
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
            {...dialogCommand(drawerId, 'show-modal')}
            onClick={() => runDialogCommand(drawerRef.current, 'show-modal')}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <MobileDrawer
        id={drawerId}
        open={drawerOpen}
        dialogRef={drawerRef}
        onToggle={setDrawerOpen}
      />
    </header>
  );
}
