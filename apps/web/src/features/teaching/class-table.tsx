import type { BatchClass } from '@launchpad/contract';
import { useState } from 'react';
import { Link } from '../../router/index.ts';
import { ClassActions, MoveClassForm } from './class-changes.tsx';
import { viewerTimeZone } from '../../lib/instants.ts';
import { classTimes, formatClassDay, INDIA } from './class-time.ts';
import { teachingClassPath } from './teaching-paths.ts';

const headClass = 'py-2 pr-4';

/**
 * A batch's classes, in India time (and the viewer's own beside it when it differs), each with
 * its roster. The team (`team`) also cancels, restores and moves each class here.
 */
export function ClassTable({
  batchId,
  classes,
  team,
}: {
  batchId: number;
  classes: readonly BatchClass[];
  team: boolean;
}) {
  const viewerZone = viewerTimeZone();
  return (
    <section aria-labelledby="classes-title" className="mt-10">
      <h2 id="classes-title" className="text-xl font-bold text-slate-900">
        Classes
      </h2>
      {classes.length === 0 ? (
        <p className="mt-4 text-slate-700">
          No classes yet.{' '}
          {team ? 'Save a schedule above to make them.' : 'The team has not scheduled them yet.'}
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table aria-labelledby="classes-title" className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className={headClass}>
                  When (India time)
                </th>
                <th scope="col" className={headClass}>
                  Title
                </th>
                <th scope="col" className={headClass}>
                  Mentor
                </th>
                <th scope="col" className={headClass}>
                  Status
                </th>
                <th scope="col" className={headClass}>
                  Roster
                </th>
                {team && (
                  <th scope="col" className="py-2">
                    Changes
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="text-slate-900">
              {classes.map((klass) => (
                <ClassRow
                  key={klass.id}
                  batchId={batchId}
                  klass={klass}
                  team={team}
                  viewerZone={viewerZone}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ClassRow({
  batchId,
  klass,
  team,
  viewerZone,
}: {
  batchId: number;
  klass: BatchClass;
  team: boolean;
  viewerZone: string;
}) {
  const [moving, setMoving] = useState(false);
  const times = classTimes(klass.startsAt, klass.endsAt, viewerZone);
  const day = formatClassDay(klass.startsAt, INDIA);
  return (
    <>
      <tr className="border-b border-slate-100 align-top">
        {/* The row's header: a screen reader names each cell's row by its time. */}
        <th scope="row" className="py-2 pr-4 font-normal">
          {times.india}
          {times.viewer && (
            <span className="block text-xs text-slate-600">Your time: {times.viewer}</span>
          )}
        </th>
        <td className="py-2 pr-4">{klass.title}</td>
        <td className="py-2 pr-4">{klass.mentorName ?? '—'}</td>
        <td className="py-2 pr-4">
          {klass.cancelled ? (
            <span className="font-semibold text-red-700">Cancelled</span>
          ) : (
            'Scheduled'
          )}
        </td>
        <td className="py-2 pr-4">
          <Link
            to={teachingClassPath(klass.id)}
            aria-label={`Roster of ${day}`}
            className="text-indigo-700 underline"
          >
            Roster
          </Link>
        </td>
        {team && (
          <td className="py-2">
            <ClassActions
              batchId={batchId}
              klass={klass}
              moving={moving}
              onMove={() => setMoving((open) => !open)}
            />
          </td>
        )}
      </tr>
      {team && moving && (
        <tr className="border-b border-slate-100">
          <td colSpan={6} className="py-3">
            <MoveClassForm batchId={batchId} klass={klass} onDone={() => setMoving(false)} />
          </td>
        </tr>
      )}
    </>
  );
}
