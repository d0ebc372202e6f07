import { messages } from '@launchpad/contract';
import { useState } from 'react';
import { EnrollmentForm, enrollmentCopy } from '../../components/enrollment/enrollment-form.tsx';
import { LeadOutcome } from '../../components/lead-outcome.tsx';
import { Link } from '../../router/index.ts';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useNativeOutcome } from '../../lib/native-form-state.tsx';

const outcomeLines = {
  sent: { title: messages.enrollmentSubmittedTitle, text: messages.enrollmentSubmittedText },
  repeat: { title: messages.enrollmentRepeatTitle, text: messages.enrollmentRepeatText },
} as const;

/**
 * The enrollment form as a page (issue #27, decision 0020). 'Enroll Now' is a link here, so a tap
 * before the page's scripts have run, or without them, still reaches the form; with them, the
 * link opens the spec's dialog instead, and this page is what a shared link or a reload shows.
 */
export function EnrollPage() {
  useDocumentTitle(
    'Enroll',
    'Request a seat in the Frontend Launchpad Program: share your details and our team will reach out with the curriculum, schedule and payment process.',
  );
  const native = useNativeOutcome('enrollment');
  const [outcome, setOutcome] = useState<'sent' | 'repeat' | null>(
    native?.outcome === 'sent' || native?.outcome === 'repeat' ? native.outcome : null,
  );

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <h1 className="text-title font-bold tracking-tight text-slate-900">{enrollmentCopy.title}</h1>
      <p className="mt-4 text-lead text-slate-700">{enrollmentCopy.text}</p>
      {outcome ? (
        <LeadOutcome {...outcomeLines[outcome]}>
          <p className="mt-3">
            <Link to={paths.program} className="font-semibold text-indigo-700 underline">
              Back to the Frontend Launchpad Program
            </Link>
          </p>
        </LeadOutcome>
      ) : (
        <EnrollmentForm onSent={setOutcome} />
      )}
    </div>
  );
}
