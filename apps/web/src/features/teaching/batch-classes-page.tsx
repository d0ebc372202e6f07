import { useQuery } from '@tanstack/react-query';
import { teamTitles } from '../../components/team/team-titles.ts';
import { paths } from '../../lib/paths.ts';
import { routeParam, useRouteParams } from '../../lib/route-params.ts';
import { useSession } from '../../lib/session.ts';
import { AddClassForm } from './add-class-form.tsx';
import { batchClassesQuery, teachingBatchesQuery } from './api/teaching.ts';
import { BatchAttendance } from './batch-attendance.tsx';
import { AnnouncementForm } from './batch-notices.tsx';
import { CompletionRulesForm } from './completion-rules-form.tsx';
import { ClassTable } from './class-table.tsx';
import { BatchCockpit } from './cockpit/batch-cockpit.tsx';
import { BatchProjects } from './projects/batch-projects.tsx';
import { ScheduleForm } from './schedule-form.tsx';
import { ReadProblem, TeachingPage, teachingCrumb } from './teaching-shell.tsx';
import { batchName } from './teaching-paths.ts';

/**
 * /teaching/batches/:id: a batch's classes for its mentors (read only) and for the team, who set
 * its schedule, cancel, restore and move classes, and add one. Both post announcements.
 */
export function BatchClassesPage() {
  const params = useRouteParams(paths.teachingBatch, { id: routeParam.id });
  if (!params) {
    return (
      <TeachingPage title={teamTitles.teachingBatch} crumbs={[teachingCrumb]}>
        <p className="mt-6 text-slate-700">This batch does not exist.</p>
      </TeachingPage>
    );
  }
  return <BatchClasses batchId={params.id} />;
}

function BatchClasses({ batchId }: { batchId: number }) {
  const team = useSession().user?.isAdmin === true;
  const classes = useQuery(batchClassesQuery(batchId));
  // Only for the heading: the batch's dates (the list page has most likely read it already).
  const batch = useQuery(teachingBatchesQuery).data?.batches.find((each) => each.id === batchId);
  const title = batch ? batchName(batch) : teamTitles.teachingBatch;
  return (
    <TeachingPage title={title} crumbs={[teachingCrumb]}>
      {batch && <p className="mt-2 text-slate-700">{batch.schedule}</p>}
      {classes.data ? (
        <>
          {team && <ScheduleForm batchId={batchId} schedule={classes.data.schedule} />}
          <ClassTable batchId={batchId} classes={classes.data.classes} team={team} />
          {team && <AddClassForm batchId={batchId} />}
          <BatchAttendance batchId={batchId} />
          <AnnouncementForm batchId={batchId} />
          <BatchCockpit batchId={batchId} />
          <BatchProjects batchId={batchId} />
          {team && <CompletionRulesForm batchId={batchId} />}
        </>
      ) : (
        <ReadProblem query={classes} what="The classes" />
      )}
    </TeachingPage>
  );
}
