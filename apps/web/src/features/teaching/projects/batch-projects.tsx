import { useQuery } from '@tanstack/react-query';
import { ProjectTime } from '../../../components/projects/project-time.tsx';
import { viewerTimeZone } from '../../../lib/instants.ts';
import { Link } from '../../../router/index.ts';
import { paths } from '../../../lib/paths.ts';
import { ReadProblem } from '../teaching-shell.tsx';
import { batchProjectsQuery } from './api.ts';
import { NewProjectForm } from './new-project-form.tsx';

/**
 * A batch's projects (issue #33), by week, with the form to set a new one; the hand-ins waiting
 * for a review are one link away, on the review queue.
 */
export function BatchProjects({ batchId }: { batchId: number }) {
  const projects = useQuery(batchProjectsQuery(batchId));
  const timeZone = viewerTimeZone();
  return (
    <section aria-labelledby="batch-projects-title" className="mt-10">
      <h2 id="batch-projects-title" className="text-xl font-bold text-slate-900">
        Projects
      </h2>
      <p className="mt-2 text-slate-700">
        <Link to={paths.teachingReviews} className="font-semibold text-indigo-700 underline">
          Hand-ins waiting for a review
        </Link>
      </p>
      {projects.data ? (
        projects.data.projects.length === 0 ? (
          <p className="mt-4 text-slate-700">No projects yet.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
            {projects.data.projects.map((project) => (
              <li key={project.id} className="p-4">
                <p className="font-semibold text-slate-900">
                  Week {project.week}: {project.title}
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  Due <ProjectTime instant={project.dueAt} timeZone={timeZone} /> · up to{' '}
                  {project.maxPoints} points over {project.rubric.length}{' '}
                  {project.rubric.length === 1 ? 'criterion' : 'criteria'}
                </p>
              </li>
            ))}
          </ul>
        )
      ) : (
        <ReadProblem query={projects} what="The projects" />
      )}
      <NewProjectForm batchId={batchId} />
    </section>
  );
}
