import {
  lazy,
  Suspense,
  useCallback,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { paths } from '../../lib/paths.ts';
import type { EnrollmentPrefill } from './enrollment-dialog.tsx';

const loadDialog = () => import('./enrollment-dialog.tsx');

/** Its own chunk: the form and zod stay out of the home page's first load (100 kB budget). */
const EnrollmentDialog = lazy(async () => ({ default: (await loadDialog()).EnrollmentDialog }));

/** Starts fetching the chunk when the pointer or focus reaches a button, before the click. */
function preload() {
  // A failure here is reported by the lazy component when the dialog is really opened.
  loadDialog().catch(() => undefined);
}

export interface EnrollmentDialogControls {
  /**
   * Spread on each Enroll Now link of the page (EnrollNow): a link to the enrollment page, which
   * works before and without the page's scripts; with them, a plain click opens the dialog.
   */
  triggerProps: {
    href: string;
    onClick: (event: MouseEvent<HTMLElement>) => void;
    onPointerEnter: () => void;
    onFocus: () => void;
    'aria-haspopup': 'dialog';
  };
  /** Render once in the page; nothing until the dialog is first opened. */
  dialog: ReactNode;
}

/**
 * One enrollment dialog for a page, whichever of its Enroll Now buttons opens it. Closing it
 * returns focus to the button that opened it.
 */
export function useEnrollmentDialog(prefill?: EnrollmentPrefill): EnrollmentDialogControls {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);

  const onClick = useCallback((event: MouseEvent<HTMLElement>) => {
    // A click for a new tab or window goes to the enrollment page there.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    openerRef.current = event.currentTarget;
    setRequested(true);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    openerRef.current?.focus();
  }, []);

  return {
    triggerProps: {
      href: paths.enroll,
      onClick,
      onPointerEnter: preload,
      onFocus: preload,
      'aria-haspopup': 'dialog',
    },
    dialog: requested ? (
      <Suspense fallback={null}>
        <EnrollmentDialog open={open} onClose={close} prefill={prefill} />
      </Suspense>
    ) : null,
  };
}
