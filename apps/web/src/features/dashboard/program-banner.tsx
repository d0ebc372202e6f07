import type { User } from '@launchpad/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../router/index.ts';
import type { EnrollmentPrefill } from '../../components/enrollment/enrollment-dialog.tsx';
import { EnrollNow } from '../../components/enrollment/enroll-now.tsx';
import { useEnrollmentDialog } from '../../components/enrollment/use-enrollment-dialog.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { paths } from '../../lib/paths.ts';
import { formatDay, program } from '../../lib/program.ts';
import { myBatchesQuery } from './api/my-batches.ts';

/** Product rules §2 Dashboard banner and §9. */
const stats = [
  { value: '15+', label: 'Modules' },
  { value: '10+', label: 'Projects' },
  { value: '2', label: 'Months' },
] as const;

/** The learner's name as the form's First Name (first word) and Last Name (the rest). */
export function enrollmentPrefill(user: Pick<User, 'name' | 'email'>): EnrollmentPrefill {
  const [firstName = '', ...rest] = user.name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' '), email: user.email };
}

export function ProgramBanner({ user }: { user: User }) {
  const enrolled = user.enrolledCourse.includes(program.course);
  const enrollment = useEnrollmentDialog(enrollmentPrefill(user));

  return (
    <section
      aria-labelledby="program-banner-title"
      className="rounded-2xl bg-gradient-to-r from-indigo-700 to-indigo-900 p-6 text-white scheme-light sm:p-8"
    >
      <p className="text-sm font-semibold tracking-wide text-indigo-100 uppercase">
        {program.labels[0]}
      </p>
      <h2 id="program-banner-title" className="mt-2 text-2xl font-bold">
        Frontend Launchpad
      </h2>
      <ul className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-indigo-100">
        {stats.map(({ value, label }) => (
          <li key={label}>
            <span className="text-2xl font-bold text-white">{value}</span> {label}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <EnrollNow
          enrollment={enrollment}
          className={buttonStyles.secondary}
          standingClassName="rounded-md bg-white px-4 py-2 text-sm font-semibold text-green-800"
        />
        <Link
          to={paths.program}
          className="rounded-md px-4 py-2 text-sm font-semibold text-white underline hover:text-indigo-100"
        >
          Learn More
        </Link>
      </div>
      {enrolled && <MyBatches user={user} />}
      {enrollment.dialog}
    </section>
  );
}

/** The enrolled learner's batch: dates, schedule and the class link (only they get it). */
function MyBatches({ user }: { user: User }) {
  const { data } = useQuery({ ...myBatchesQuery, enabled: user.emailVerified });
  if (!data || data.batches.length === 0) return null;
  return (
    <ul aria-label="Your batch" className="mt-6 space-y-3">
      {data.batches.map((batch) => (
        <li key={batch.startsOn} className="rounded-lg bg-white/10 p-4">
          <p className="font-semibold text-white">
            Your batch: {formatDay(batch.startsOn)} to {formatDay(batch.endsOn)}
          </p>
          <p className="text-indigo-100">{batch.schedule}</p>
          {batch.classLink ? (
            <a
              href={batch.classLink}
              target="_blank"
              rel="noreferrer"
              className="mt-2 inline-block font-semibold text-white underline hover:text-indigo-100"
            >
              Join the live class
            </a>
          ) : (
            <p className="mt-2 text-indigo-100">
              The team will share the class link before the start.
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
