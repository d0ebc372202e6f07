import { useQuery } from '@tanstack/react-query';
import { teamTitles } from '../../components/team/team-titles.ts';
import { paths } from '../../lib/paths.ts';
import { Link } from '../../router/index.ts';
import { teachingBatchesQuery } from './api/teaching.ts';
import { MentorCardSection } from './mentor-card-form.tsx';
import { ReadProblem, TeachingPage } from './teaching-shell.tsx';
import { batchName, teachingBatchPath } from './teaching-paths.ts';

/**
 * /teaching: the batches the caller teaches (every batch for the team), newest first, and the
 * caller's public mentor card.
 */
export function TeachingBatchesPage() {
  const batches = useQuery(teachingBatchesQuery);
  return (
    <TeachingPage title={teamTitles.teaching}>
      <p className="mt-2 text-slate-700">
        Open a batch to see its classes and mark each class&apos;s roster, or set its projects.
      </p>
      <p className="mt-2">
        <Link
          to={paths.teachingReviews}
          className="font-semibold text-indigo-700 underline hover:text-indigo-900"
        >
          Hand-ins to review
        </Link>
        {' · '}
        <Link
          to={paths.teachingSessions}
          className="font-semibold text-indigo-700 underline hover:text-indigo-900"
        >
          1:1 sessions
        </Link>
      </p>
      {batches.data ? (
        batches.data.batches.length === 0 ? (
          <p className="mt-6 text-slate-700">
            You teach no batch yet. The team assigns mentors to batches on its Staff page.
          </p>
        ) : (
          <ul aria-label="Your batches" className="mt-6 space-y-3">
            {batches.data.batches.map((batch) => (
              <li
                key={batch.id}
                className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <Link
                  to={teachingBatchPath(batch.id)}
                  className="font-semibold text-indigo-700 underline"
                >
                  {batchName(batch)}
                </Link>
                <p className="mt-1 text-sm text-slate-700">{batch.schedule}</p>
              </li>
            ))}
          </ul>
        )
      ) : (
        <ReadProblem query={batches} what="Your batches" />
      )}
      <MentorCardSection />
    </TeachingPage>
  );
}
