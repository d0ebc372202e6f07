import type { MyProject } from '@launchpad/contract';
import { HandInForm } from './hand-in-form.tsx';
import { badge, statusLabels } from '../../../components/projects/project-status.ts';
import { ProjectTime } from '../../../components/projects/project-time.tsx';
import { Rubric } from '../../../components/projects/rubric.tsx';
import { SubmissionHistory } from '../../../components/projects/submission-history.tsx';
import { LazyMarkdown } from '../../../components/ui/lazy-markdown.tsx';

/** The learner may hand in before any hand-in and after 'needs work'; not while one waits, nor once passed. */
const canHandIn = (project: MyProject) =>
  project.status === 'not_submitted' || project.status === 'needs_work';

/** One project: its brief, due date, rubric, the hand-in form when it is the learner's turn, and the hand-ins. */
export function ProjectCard({ project, timeZone }: { project: MyProject; timeZone: string }) {
  const status = statusLabels[project.status];
  const titleId = `project-${project.id}-title`;
  return (
    <li className="py-6 first:pt-0 last:pb-0">
      <article aria-labelledby={titleId}>
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <h3 id={titleId} className="font-semibold text-slate-900">
            Week {project.week}: {project.title}
          </h3>
          <span className={`${badge} ${status.tone}`}>
            <span className="sr-only">Status: </span>
            {status.label}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-700">
          Due <ProjectTime instant={project.dueAt} timeZone={timeZone} />
        </p>
        <div className="mt-3">
          <LazyMarkdown>{project.brief}</LazyMarkdown>
        </div>
        <Rubric
          rubric={project.rubric}
          maxPoints={project.maxPoints}
          headingId={`project-${project.id}-rubric`}
        />
        {canHandIn(project) && <HandInForm project={project} />}
        {project.submissions.length > 0 && (
          <SubmissionHistory
            submissions={project.submissions}
            timeZone={timeZone}
            headingId={`project-${project.id}-hand-ins`}
            heading="Your hand-ins"
            noteLabel="Your note"
          />
        )}
      </article>
    </li>
  );
}
