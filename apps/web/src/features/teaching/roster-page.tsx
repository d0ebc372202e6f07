import { useQuery } from '@tanstack/react-query';
import { teamTitles } from '../../components/team/team-titles.ts';
import { paths } from '../../lib/paths.ts';
import { routeParam, useRouteParams } from '../../lib/route-params.ts';
import { classRosterQuery, teachingBatchesQuery } from './api/teaching.ts';
import { viewerTimeZone } from '../../lib/instants.ts';
import { classTimes } from './class-time.ts';
import { RecordingForm } from './batch-notices.tsx';
import { RosterForm } from './roster-form.tsx';
import { ReadProblem, TeachingPage, teachingCrumb } from './teaching-shell.tsx';
import { batchName, teachingBatchPath } from './teaching-paths.ts';

/** /teaching/classes/:id: who came to a class, marked by its mentor or the team. */
export function RosterPage() {
  const params = useRouteParams(paths.teachingClass, { id: routeParam.id });
  if (!params) {
    return (
      <TeachingPage title={teamTitles.teachingClass} crumbs={[teachingCrumb]}>
        <p className="mt-6 text-slate-700">This class does not exist.</p>
      </TeachingPage>
    );
  }
  return <ClassRoster classId={params.id} />;
}

function ClassRoster({ classId }: { classId: number }) {
  const roster = useQuery(classRosterQuery(classId));
  const klass = roster.data?.class;
  const batch = useQuery(teachingBatchesQuery).data?.batches.find(
    (each) => each.id === klass?.batchId,
  );
  const crumbs = klass
    ? [
        teachingCrumb,
        {
          to: teachingBatchPath(klass.batchId),
          label: batch ? batchName(batch) : teamTitles.teachingBatch,
        },
      ]
    : [teachingCrumb];
  const times = klass && classTimes(klass.startsAt, klass.endsAt, viewerTimeZone());
  return (
    <TeachingPage
      title={klass ? `Roster: ${klass.title}` : teamTitles.teachingClass}
      heading={klass?.title ?? teamTitles.teachingClass}
      crumbs={crumbs}
    >
      {roster.data && times ? (
        <>
          <p className="mt-2 text-slate-700">
            {times.india}
            {times.viewer && <span className="block text-sm">Your time: {times.viewer}</span>}
          </p>
          {roster.data.class.cancelled && (
            <p className="mt-2 font-semibold text-red-700">This class was cancelled.</p>
          )}
          {/* A new form per class: its marks start from that class's roster. */}
          <RosterForm key={classId} roster={roster.data} />
          <RecordingForm key={`recording-${classId}`} batchClass={roster.data.class} />
        </>
      ) : (
        <ReadProblem query={roster} what="The roster" />
      )}
    </TeachingPage>
  );
}
