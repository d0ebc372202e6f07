import { useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../ui/icons.tsx';
import { EnrollmentForm, enrollmentCopy, type EnrollmentPrefill } from './enrollment-form.tsx';

export type { EnrollmentPrefill } from './enrollment-form.tsx';

interface EnrollmentDialogProps {
  open: boolean;
  onClose: () => void;
  prefill?: EnrollmentPrefill;
}

/**
 * Product rules §2 Enrollment dialog and §4: open → submitting → closed with the form cleared on success;
 * on failure it stays open with the values. A native modal <dialog>: the browser traps focus,
 * makes the page behind inert and closes it on Escape.
 */
export function EnrollmentDialog({ open, onClose, prefill }: EnrollmentDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The browser would focus the first focusable element: the close button.
      firstFieldRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50 dark:backdrop:bg-black/60"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-xl font-bold">
          {enrollmentCopy.title}
        </h2>
        <button
          type="button"
          className="-m-2 rounded-md p-2 text-slate-700 hover:bg-slate-100"
          aria-label="Close"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <p id={textId} className="mt-2 text-sm text-slate-700">
        {enrollmentCopy.text}
      </p>
      <EnrollmentForm prefill={prefill} onSent={onClose} firstFieldRef={firstFieldRef} />
    </dialog>
  );
}
