import {
  attendanceStatuses,
  type AttendanceStatus,
  type Roster,
  type RosterEntry,
} from '@launchpad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ApiError } from '../../lib/api-client.ts';
import { invalidateAfter } from '../../lib/api/invalidation.ts';
import { toast } from '../../lib/toast.ts';
import { classRosterQuery, saveRoster } from './api/teaching.ts';
import { formatInstant, INDIA, timeIn } from './class-time.ts';

const statusLabels: Record<AttendanceStatus, string> = {
  present: 'Present',
  late: 'Late',
  absent: 'Absent',
  excused: 'Excused',
};

/** Each learner's mark so far; a learner without one is not sent. */
type Marks = Readonly<Record<number, AttendanceStatus | undefined>>;

/** The saved mark, else 'present' for a learner who joined, else none (the mentor decides). */
const marksOf = (learners: readonly RosterEntry[]): Marks =>
  Object.fromEntries(
    learners.map((learner) => [
      learner.userId,
      learner.status ?? (learner.firstJoinedAt ? 'present' : undefined),
    ]),
  );

/**
 * A class's roster on one screen, made to be marked with the keyboard: each learner is a group of
 * native radios (arrow keys pick within a row, Tab goes to the next row), 'Mark the rest absent'
 * fills the rows left, and 'Save roster' sends every marked row. No dialogs.
 */
export function RosterForm({ roster }: { roster: Roster }) {
  const queryClient = useQueryClient();
  const classId = roster.class.id;
  // Kept as the mentor marks, not reset by a refetch: a read must not undo unsaved marks.
  const [marks, setMarks] = useState(() => marksOf(roster.learners));
  const [pending, setPending] = useState(false);
  const { learners } = roster;

  const mark = (userId: number, status: AttendanceStatus) =>
    setMarks((previous) => ({ ...previous, [userId]: status }));
  const saveButton = useRef<HTMLButtonElement>(null);
  const markRestAbsent = () => {
    setMarks((previous) =>
      Object.fromEntries(learners.map((each) => [each.userId, previous[each.userId] ?? 'absent'])),
    );
    // The button is disabled once everyone is marked, which would drop the keyboard's focus to
    // the page's start: the next step is saving, so focus goes there.
    saveButton.current?.focus();
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const body = {
      marks: learners.flatMap((each) => {
        const status = marks[each.userId];
        return status ? [{ userId: each.userId, status }] : [];
      }),
    };
    setPending(true);
    try {
      const saved = await saveRoster(classId, body);
      queryClient.setQueryData(classRosterQuery(classId).queryKey, saved);
      toast.success('Roster saved');
      await invalidateAfter(queryClient, 'saveRoster');
    } catch (error) {
      toast.error(
        error instanceof ApiError ? error.message : 'The roster could not be saved. Try again.',
      );
    } finally {
      setPending(false);
    }
  }

  if (learners.length === 0) {
    return (
      <p className="mt-6 text-slate-700">
        No learner of this batch has a verified account yet: there is nobody to mark.
      </p>
    );
  }
  const unmarked = learners.filter((each) => !marks[each.userId]).length;
  return (
    <form onSubmit={(event) => void save(event)} aria-label="Roster" className="mt-6">
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-4 shadow-sm">
        {learners.map((learner) => (
          <li key={learner.userId}>
            <LearnerMarks
              learner={learner}
              status={marks[learner.userId]}
              onMark={(status) => mark(learner.userId, status)}
            />
          </li>
        ))}
      </ul>
      {/* Stays in view while the list scrolls: the mentor saves without looking for the button. */}
      <div className="sticky bottom-0 mt-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white py-3">
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={unmarked === 0}
          onClick={markRestAbsent}
        >
          Mark the rest absent
        </button>
        <button ref={saveButton} type="submit" className={buttonStyles.primary} disabled={pending}>
          {pending ? 'Saving…' : 'Save roster'}
        </button>
        <p className="text-sm text-slate-700">
          {unmarked === 0 ? 'Everyone is marked.' : `${unmarked} not marked yet.`}{' '}
          {roster.savedAt
            ? `Last saved at ${formatInstant(roster.savedAt, INDIA)}.`
            : 'Not saved yet.'}
        </p>
      </div>
    </form>
  );
}

function LearnerMarks({
  learner,
  status,
  onMark,
}: {
  learner: RosterEntry;
  status: AttendanceStatus | undefined;
  onMark: (status: AttendanceStatus) => void;
}) {
  return (
    // The legend names the group, so each radio reads as 'Present, Asha Verma'. A floated legend
    // takes part in the row's layout like any other item.
    <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-1 py-2">
      <legend className="float-left w-full font-semibold text-slate-900 sm:w-48">
        {learner.name}
      </legend>
      <div className="w-full text-sm text-slate-600 sm:w-64">
        <span className="block break-all">{learner.email}</span>
        <span className="block">
          {learner.firstJoinedAt
            ? `Joined at ${timeIn(learner.firstJoinedAt, INDIA)}`
            : 'Did not join'}
        </span>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {attendanceStatuses.map((each) => (
          <label
            key={each}
            className="flex cursor-pointer items-center gap-1.5 py-1 text-sm text-slate-900"
          >
            <input
              type="radio"
              name={`status-${learner.userId}`}
              value={each}
              checked={status === each}
              onChange={() => onMark(each)}
              className="size-4 accent-indigo-700"
            />
            {statusLabels[each]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
