import { PROGRAM_COURSE, type ProgramStanding } from '@launchpad/contract';
import { useSession } from '../../lib/session.ts';
import type { EnrollmentDialogControls } from './use-enrollment-dialog.tsx';

/** Not from `messages`: that table would add 1.8 kB to the home page's first bundle. */
const standingLabels: Record<ProgramStanding, string> = {
  requested: 'Enrollment requested',
  payment_pending: 'Payment pending',
  enrolled: 'Enrolled',
};

interface EnrollNowProps {
  enrollment: EnrollmentDialogControls;
  className: string;
  /** How the learner's standing shows in its place. */
  standingClassName: string;
}

/**
 * 'Enroll Now' (product rules §2), a link that opens the page's enrollment dialog. A signed-in
 * learner who already asked, whose payment is pending or who is enrolled sees that instead
 * (issue #27, decision 0020): asking twice helps nobody.
 */
export function EnrollNow({ enrollment, className, standingClassName }: EnrollNowProps) {
  const { user } = useSession();
  const standing =
    user?.programStanding ?? (user?.enrolledCourse.includes(PROGRAM_COURSE) ? 'enrolled' : null);
  if (standing) return <p className={standingClassName}>{standingLabels[standing]}</p>;
  return (
    <a {...enrollment.triggerProps} className={className}>
      Enroll Now
    </a>
  );
}
