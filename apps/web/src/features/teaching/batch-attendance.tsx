import { useQuery } from '@tanstack/react-query';
import { batchAttendanceQuery } from './api/teaching.ts';

const cellClass = 'py-2 pr-4';
const columns = ['Present', 'Late', 'Absent', 'Excused', 'Not marked'] as const;

/**
 * The batch's attendance so far, one row per learner over the classes held: where the team and
 * the batch's mentors see who is drifting away before a roster says so twice.
 */
export function BatchAttendance({ batchId }: { batchId: number }) {
  const attendance = useQuery(batchAttendanceQuery(batchId));
  const data = attendance.data;
  if (!data || data.learners.length === 0) return null;
  return (
    <section aria-labelledby="attendance-title" className="mt-10">
      <h2 id="attendance-title" className="text-xl font-bold text-slate-900">
        Attendance
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Over the {data.classesHeld} {data.classesHeld === 1 ? 'class' : 'classes'} held so far.
      </p>
      <div className="mt-4 overflow-x-auto">
        <table aria-labelledby="attendance-title" className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className={cellClass}>
                Learner
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className={cellClass}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.learners.map((learner) => (
              <tr key={learner.userId} className="border-b border-slate-100 text-slate-900">
                <th scope="row" className={`${cellClass} font-medium`}>
                  {learner.name}
                  <span className="block text-xs font-normal text-slate-600">{learner.email}</span>
                </th>
                {[
                  learner.present,
                  learner.late,
                  learner.absent,
                  learner.excused,
                  learner.unmarked,
                ].map((count, index) => (
                  <td key={columns[index]} className={cellClass}>
                    {count}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
