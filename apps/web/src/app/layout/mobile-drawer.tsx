import { useEffect, useId, type ButtonHTMLAttributes, type RefObject } from 'react';
import { Link, NavLink } from '../../router/index.ts';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { homeSections, paths } from '../../lib/paths.ts';
import { HomeSectionLink } from '../../components/home-section-link.tsx';
import { drawerItemClass, drawerLinkClass } from './nav-styles.ts';
import { ThemeToggle } from './theme-toggle.tsx';

/** Product rules §9: the navigation moves into the drawer under this width. */
const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * HTML's invoker commands: a button that opens or closes a <dialog> by itself, from the first
 * paint, before and without the page's scripts (issue #27). The browser then also moves focus
 * into the dialog and back to the button.
 */
export function dialogCommand(
  dialogId: string,
  command: 'show-modal' | 'close',
): ButtonHTMLAttributes<HTMLButtonElement> {
  return { commandfor: dialogId, command } as unknown as ButtonHTMLAttributes<HTMLButtonElement>;
}

/** Where the browser has no invoker commands, the app opens and closes the dialog itself. */
export function runDialogCommand(
  dialog: HTMLDialogElement | null,
  command: 'show-modal' | 'close',
) {
  if (!dialog || 'command' in HTMLButtonElement.prototype) return;
  if (command === 'show-modal' && !dialog.open) dialog.showModal();
  if (command === 'close') dialog.close();
}

interface MobileDrawerProps {
  id: string;
  /** Whether it is open (told by `onToggle`). */
  open: boolean;
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** Told when the drawer opens or closes (the menu button's aria-expanded). */
  onToggle: (open: boolean) => void;
}

/**
 * The navigation for narrow screens, as a modal <dialog> in the page from the start: the menu
 * button opens it natively (`dialogCommand`), the browser keeps focus inside, makes the page
 * behind inert, closes it on Escape or a click outside (`closedby="any"`) and gives focus back
 * to the button. The app closes it after an in-app navigation and when the screen grows wide.
 */
export function MobileDrawer({ id, open, dialogRef, onToggle }: MobileDrawerProps) {
  const titleId = useId();
  const practiceId = useId();
  const close = () => dialogRef.current?.close();

  // The browser opens and closes it (a command, Escape, a click outside): its events say so. It
  // may already be open when the app arrives (opened before the scripts ran).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const tell = () => onToggle(dialog.open);
    tell();
    dialog.addEventListener('toggle', tell);
    dialog.addEventListener('close', tell);
    return () => {
      dialog.removeEventListener('toggle', tell);
      dialog.removeEventListener('close', tell);
    };
  }, [dialogRef, onToggle]);

  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    function onViewportChange(event: MediaQueryListEvent) {
      if (event.matches) dialogRef.current?.close();
    }
    desktop.addEventListener('change', onViewportChange);
    return () => desktop.removeEventListener('change', onViewportChange);
  }, [open, dialogRef]);

  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      {...({ closedby: 'any' } as object)}
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
            {...dialogCommand(id, 'close')}
            onClick={() => runDialogCommand(dialogRef.current, 'close')}
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
                onNavigate={close}
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
                  <Link to={paths.challenges} className={drawerItemClass} onClick={close}>
                    Frontend
                  </Link>
                </li>
              </ul>
            </li>
            <li>
              <NavLink to={paths.about} className={drawerLinkClass} onClick={close}>
                About Us
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.contact} className={drawerLinkClass} onClick={close}>
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
