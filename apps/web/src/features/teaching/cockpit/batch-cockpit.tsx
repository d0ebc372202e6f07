import {
  AT_RISK_INACTIVE_DAYS,
  AT_RISK_MISSED_CLASSES,
  type CockpitLearner,
} from '@launchpad/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { invalidateAfter } from '../../../lib/api/invalidation.ts';
import { refusalText } from '../../../lib/api/refusal.ts';
import { formatDate, viewerTimeZone } from '../../../lib/instants.ts';
import { toast } from '../../../lib/toast.ts';
import { ReadProblem } from '../teaching-shell.tsx';
import { batchCockpitQuery, nudgeLearner } from './api.ts';

/**
 * The mentor cockpit (issue #33): every learner of the batch with attendance, projects and last
 * activity, at risk first with the reasons in words, and a nudge by mail or WhatsApp.
 */
export function BatchCockpit({ batchId }: { batchId: number }) {
  const cockpit = useQuery(batchCockpitQuery(batchId));
  const timeZone = viewerTimeZone();
  const atRisk = cockpit.data?.learners.filter((each) => each.risks.length > 0).length ?? 0;
  return (
    <section aria-labelledby="cockpit-title" className="mt-10">
      <h2 id="cockpit-title" className="text-xl font-bold text-slate-900">
        Learners at a glance
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        At risk: the last {AT_RISK_MISSED_CLASSES} classes missed, a project overdue, or no activity
        in {AT_RISK_INACTIVE_DAYS} days.
        {cockpit.data && ` ${atRisk} of ${cockpit.data.learners.length} at risk now.`}
      </p>
      {cockpit.data ? (
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Learners of the batch, at risk first</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {['Learner', 'Attendance', 'Projects', 'Last activity', 'At risk', 'Nudge'].map(
                  (heading) => (
                    <th key={heading} scope="col" className="p-3 font-semibold">
                      {heading}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-800">
              {cockpit.data.learners.map((learner) => (
                <LearnerRow
                  key={learner.userId}
                  batchId={batchId}
                  learner={learner}
                  timeZone={timeZone}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ReadProblem query={cockpit} what="The learners" />
      )}
    </section>
  );
}

function LearnerRow({
  batchId,
  learner,
  timeZone,
}: {
  batchId: number;
  learner: CockpitLearner;
  timeZone: string;
}) {
  const queryClient = useQueryClient();
  const nudge = useMutation({
    mutationFn: () => nudgeLearner(batchId, { userId: learner.userId }),
    onSuccess: async () => {
      toast.success(`Nudge sent to ${learner.name}`);
      await invalidateAfter(queryClient, 'nudgeLearner');
    },
    onError: (error) => toast.error(refusalText(error)),
  });
  const { attendance, projects } = learner;
  return (
    <tr>
      <th scope="row" className="p-3 font-medium text-slate-900">
        {learner.name}
        <span className="block text-xs font-normal text-slate-600">{learner.email}</span>
      </th>
      <td className="p-3">
        {attendance.percent === null ? 'No classes yet' : `${attendance.percent} %`}
        <span className="block text-xs text-slate-600">
          {attendance.attended} of {attendance.classesHeld} attended, {attendance.missed} missed
        </span>
      </td>
      <td className="p-3">
        {projects.passed} of {projects.total} passed
        {projects.awaitingReview > 0 && (
          <span className="block text-xs text-slate-600">
            {projects.awaitingReview} waiting for review
          </span>
        )}
      </td>
      <td className="p-3">
        {learner.lastActivityAt ? (
          <time dateTime={learner.lastActivityAt}>
            {formatDate(learner.lastActivityAt, timeZone)}
          </time>
        ) : (
          'None yet'
        )}
      </td>
      <td className="p-3">
        {learner.risks.length === 0 ? (
          'No'
        ) : (
          <ul className="space-y-0.5 font-medium text-rose-800">
            {learner.risks.map((risk) => (
              <li key={risk}>{risk}</li>
            ))}
          </ul>
        )}
      </td>
      <td className="space-y-1 p-3">
        <button
          type="button"
          className={`${buttonStyles.secondary} text-sm`}
          disabled={nudge.isPending}
          onClick={() => nudge.mutate()}
        >
          Nudge by mail <span className="sr-only">{learner.name}</span>
        </button>
        {learner.whatsappUrl && (
          <a
            href={learner.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="block font-semibold text-indigo-700 underline hover:text-indigo-900"
          >
            WhatsApp <span className="sr-only">{learner.name} (opens in a new tab)</span>
          </a>
        )}
        {learner.lastNudgedAt && (
          <span className="block text-xs text-slate-600">
            Nudged {formatDate(learner.lastNudgedAt, timeZone)}
          </span>
        )}
      </td>
    </tr>
  );
}
