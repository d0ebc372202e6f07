import { enrollmentRequestSchema, messages } from '@launchpad/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { Ref } from 'react';
import { invalidateAfter } from '../../lib/api/invalidation.ts';
import { useLeadForm } from '../../lib/use-lead-form.tsx';
import { FormTokenField } from '../../lib/native-form-state.tsx';
import { buttonStyles } from '../ui/button-styles.ts';
import { FormAlert, HoneypotField, TextField } from '../ui/form-field.tsx';
import { createEnrollment } from './api/create-enrollment.ts';

/** The enrollment form's heading and introduction (product rules §2), in the dialog and on /enroll. */
export const enrollmentCopy = {
  title: 'Begin Your Enrollment',
  text: 'Share your details and our team will reach out to you with the curriculum, schedule and payment process.',
} as const;

/** What a page already knows about the learner (the dashboard: name and e-mail). */
export interface EnrollmentPrefill {
  firstName: string;
  lastName: string;
  email: string;
}

interface EnrollmentFormProps {
  prefill?: EnrollmentPrefill;
  /** After a request was stored or found to repeat an earlier one (the toast has been shown). */
  onSent?: (outcome: 'sent' | 'repeat') => void;
  /** The first field, focused by the dialog when it opens. */
  firstFieldRef?: Ref<HTMLInputElement>;
}

/**
 * Product rules §2 Enrollment dialog's fields and §5's rules, in the dialog and on the enrollment
 * page (/enroll). It posts natively to /enroll when the page's scripts have not run (decision
 * 0020); with them, it sends JSON and shows 'Submitting...' and the spec's toasts.
 */
export function EnrollmentForm({ prefill, onSent, firstFieldRef }: EnrollmentFormProps) {
  const queryClient = useQueryClient();
  const form = useLeadForm({
    form: 'enrollment',
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
    onSent: (outcome) => {
      // A signed-in learner now stands as 'requested': Enroll Now gives way to it.
      void invalidateAfter(queryClient, 'createEnrollment');
      onSent?.(outcome);
    },
  });

  return (
    <form {...form.formProps} className="mt-6 space-y-4">
      <FormTokenField />
      <FormAlert message={form.alert} />
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
  );
}
