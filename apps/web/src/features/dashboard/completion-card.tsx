import type { CompletionProgress, User } from '@launchpad/contract';
import { useQuery } from '@tanstack/react-query';
import { program } from '../../lib/program.ts';
import { myCompletionQuery } from './api/my-completion.ts';
import { attendanceLine, challengesLine, projectsLine, summaryLine } from './completion-text.ts';

/**
 * Issue #33: the learner's standing against their batch's completion rules, so the certificate
 * is no surprise. Asked for only as the classes and projects are (enrolled, verified address),
 * and absent outside a batch.
 */
export function CompletionCard({ user }: { user: User }) {
  const enrolled = user.enrolledCourse.includes(program.course);
  const { data } = useQuery({ ...myCompletionQuery, enabled: enrolled && user.emailVerified });
  if (!enrolled || !data || data.batches.length === 0) return null;
  const several = data.batches.length > 1;
  return (
    <section
      aria-labelledby="completion-title"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="completion-title" className="text-lg font-semibold text-slate-900">
        Your progress to the certificate
      </h2>
      {data.batches.map((progress, index) => (
        <BatchProgress
          key={progress.batchId}
          progress={progress}
          // The progress names no batch; with several, their order tells them apart.
          label={several ? `Batch ${index + 1} of ${data.batches.length}` : undefined}
        />
      ))}
    </section>
  );
}

function BatchProgress({ progress, label }: { progress: CompletionProgress; label?: string }) {
  const { met } = progress;
  return (
    <div className="mt-4">
      {label && <h3 className="text-sm font-semibold text-slate-700">{label}</h3>}
      <ul aria-label={label ?? 'Completion rules'} className="mt-2 space-y-2 text-sm">
        <RuleLine text={attendanceLine(progress)} met={met.attendance} />
        <RuleLine text={projectsLine(progress)} met={met.projects} />
        <RuleLine text={challengesLine(progress)} met={met.challenges} />
      </ul>
      <p className="mt-3 text-sm font-semibold text-slate-900">{summaryLine(progress)}</p>
    </div>
  );
}

/** One rule with its standing in words, so the colour only repeats what the text says. */
function RuleLine({ text, met }: { text: string; met: boolean }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2">
      <span className="text-slate-800">{text}</span>{' '}
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
          met ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'
        }`}
      >
        {met ? 'Met' : 'Not met'}
      </span>
    </li>
  );
}
