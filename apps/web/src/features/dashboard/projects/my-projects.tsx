import type { User } from '@launchpad/contract';
import { useQuery } from '@tanstack/react-query';
import { program } from '../../../lib/program.ts';
import { viewerTimeZone } from '../../../lib/instants.ts';
import { myProjectsQuery } from './api/my-projects.ts';
import { ProjectCard } from './project-card.tsx';

interface MyProjectsProps {
  user: User;
  /** The zone to show times in besides India's: the browser's, or a test's own. */
  timeZone?: string;
}

/**
 * Issue #33: the projects of the learner's batches, to read and hand in. Asked for only as the
 * classes are (enrolled, verified address), and absent without projects, so the dashboard of a
 * learner outside a batch stays as it was.
 */
export function MyProjects({ user, timeZone = viewerTimeZone() }: MyProjectsProps) {
  const enrolled = user.enrolledCourse.includes(program.course);
  const { data } = useQuery({ ...myProjectsQuery, enabled: enrolled && user.emailVerified });
  if (!enrolled || !data || data.projects.length === 0) return null;
  return (
    <section
      aria-labelledby="projects-title"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="projects-title" className="text-lg font-semibold text-slate-900">
        Projects
      </h2>
      <ul className="mt-4 divide-y divide-slate-200">
        {data.projects.map((project) => (
          <ProjectCard key={project.id} project={project} timeZone={timeZone} />
        ))}
      </ul>
    </section>
  );
}
