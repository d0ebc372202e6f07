import { enrollmentRequestSchema, messages } from '@launchpad/contract';
import { useEffect, useId, useRef } from 'react';
import { useLeadForm } from '../../lib/use-lead-form.ts';
import { buttonStyles } from '../ui/button-styles.ts';
import { HoneypotField, TextField } from '../ui/form-field.tsx';
import { CloseIcon } from '../ui/icons.tsx';
import { createEnrollment } from './api/create-enrollment.ts';

/** What a page already knows about the learner (the dashboard: name and e-mail). */
export interface EnrollmentPrefill {
  firstName: string;
  lastName: string;
  email: string;
}

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
  const form = useLeadForm({
    schema: enrollmentRequestSchema,
    initialValues: {
      firstName: prefill?.firstName ?? '',
      lastName: prefill?.lastName ?? '',
      email: prefill?.email ?? '',
      designation: '',
      phoneNumber: '',
      referralCode: '',
      website: '',
    },
    send: createEnrollment,
    toasts: {
      sent: { title: messages.enrollmentSubmittedTitle, text: messages.enrollmentSubmittedText },
      failed: { title: messages.enrollmentFailedTitle, text: messages.enrollmentFailedText },
    },
    logAs: 'Enrollment request failed:',
    onSent: onClose,
  });

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
          Begin Your Enrollment
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
        Share your details and our team will reach out to you with the curriculum, schedule and
        payment process.
      </p>
      <form onSubmit={form.handleSubmit} className="mt-6 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            ref={firstFieldRef}
            label="First Name"
            autoComplete="given-name"
            required
            {...form.field('firstName')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            required
            {...form.field('lastName')}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <TextField
          label="Designation"
          placeholder="Working Professional/Student"
          autoComplete="organization-title"
          {...form.field('designation')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          {...form.field('phoneNumber')}
        />
        <TextField
          label="Referral Code (optional)"
          autoComplete="off"
          {...form.field('referralCode')}
        />
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={form.pending}>
          {form.pending ? 'Submitting...' : 'Submit'}
        </button>
        <HoneypotField {...form.field('website')} />
      </form>
    </dialog>
  );
}
