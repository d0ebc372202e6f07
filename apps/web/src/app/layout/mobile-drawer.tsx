import { useEffect, useId, useRef } from 'react';
import { Link, NavLink } from '../../router/index.ts';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { homeSections, paths } from '../../lib/paths.ts';
import { HomeSectionLink } from '../../components/home-section-link.tsx';
import { drawerItemClass, drawerLinkClass } from './nav-styles.ts';
import { ThemeToggle } from './theme-toggle.tsx';

/** Product rules §9: the navigation moves into the drawer under this width. */
const DESKTOP_QUERY = '(min-width: 768px)';

interface MobileDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The navigation for narrow screens, as a modal <dialog>: the browser keeps focus inside it, makes
 * the page behind inert and closes it on Escape.
 */
export function MobileDrawer({ id, open, onClose }: MobileDrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const practiceId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    // A click on the backdrop targets the dialog itself; its content fills the panel.
    function onClick(event: MouseEvent) {
      if (event.target === dialog) onClose();
    }
    const desktop = window.matchMedia(DESKTOP_QUERY);
    function onViewportChange(event: MediaQueryListEvent) {
      if (event.matches) onClose();
    }
    dialog.addEventListener('click', onClick);
    desktop.addEventListener('change', onViewportChange);
    return () => {
      dialog.removeEventListener('click', onClick);
      desktop.removeEventListener('change', onViewportChange);
    };
  }, [open, onClose]);

  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      onClose={onClose}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-white text-slate-900 shadow-xl backdrop:bg-slate-900/50 dark:backdrop:bg-black/60"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <h2 id={titleId} className="text-lg font-semibold">
            Menu
          </h2>
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
            aria-label="Close menu"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto p-3">
          <ul className="space-y-1">
            <li>
              <HomeSectionLink
                section={homeSections.featuredProgram}
                className={drawerItemClass}
                onNavigate={onClose}
              >
                Programs
              </HomeSectionLink>
            </li>
            <li>
              <p
                id={practiceId}
                className="px-3 pt-3 pb-1 text-xs font-semibold text-slate-600 uppercase"
              >
                Practice
              </p>
              <ul aria-labelledby={practiceId}>
                <li>
                  <Link to={paths.challenges} className={drawerItemClass} onClick={onClose}>
                    Frontend
                  </Link>
                </li>
              </ul>
            </li>
            <li>
              <NavLink to={paths.about} className={drawerLinkClass} onClick={onClose}>
                About Us
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.contact} className={drawerLinkClass} onClick={onClose}>
                Contact
              </NavLink>
            </li>
            <li>
              <ThemeToggle variant="text" className={drawerItemClass} />
            </li>
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
