import {
  interviewAreaLabels,
  interviewAreas,
  sessionKindLabels,
  type Booking,
  type User,
} from '@launchpad/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { invalidateAfter } from '../../../lib/api/invalidation.ts';
import { refusalText } from '../../../lib/api/refusal.ts';
import { viewerTimeZone } from '../../../lib/instants.ts';
import { program } from '../../../lib/program.ts';
import { toast } from '../../../lib/toast.ts';
import {
  bookableMentorsQuery,
  bookingInviteUrl,
  cancelBooking,
  myBookingsQuery,
  rescheduleBooking,
} from './api.ts';
import { BookSessionForm } from './book-session-form.tsx';
import { SlotOptions, slotText } from './slot-options.tsx';

/**
 * Issue #33: the learner's 1:1 sessions with their batches' mentors: the ones booked (with their
 * invite, and cancel or move while the notice allows), the past ones with a mock interview's
 * scorecard, and the form to book one. Absent for a learner outside a batch with mentors.
 */
export function MySessions({
  user,
  timeZone = viewerTimeZone(),
}: {
  user: User;
  timeZone?: string;
}) {
  const enrolled = user.enrolledCourse.includes(program.course) && user.emailVerified;
  const mentors = useQuery({ ...bookableMentorsQuery, enabled: enrolled });
  const bookings = useQuery({ ...myBookingsQuery, enabled: enrolled });
  if (!enrolled || !mentors.data || !bookings.data) return null;
  if (mentors.data.mentors.length === 0 && bookings.data.bookings.length === 0) return null;
  return (
    <section
      aria-labelledby="sessions-title"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="sessions-title" className="text-lg font-semibold text-slate-900">
        1:1 sessions
      </h2>
      {bookings.data.bookings.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          Book 30 minutes with a mentor: questions, a code review or a mock interview.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {bookings.data.bookings.map((booking) => (
            <SessionItem
              key={booking.id}
              booking={booking}
              slots={
                mentors.data.mentors.find((each) => each.mentorId === booking.mentorId)?.slots ?? []
              }
              timeZone={timeZone}
            />
          ))}
        </ul>
      )}
      {mentors.data.mentors.length > 0 && (
        <BookSessionForm mentors={mentors.data.mentors} timeZone={timeZone} />
      )}
    </section>
  );
}

function SessionItem({
  booking,
  slots,
  timeZone,
}: {
  booking: Booking;
  slots: readonly { startsAt: string; endsAt: string }[];
  timeZone: string;
}) {
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);
  const [newTime, setNewTime] = useState('');
  const refresh = () => invalidateAfter(queryClient, 'cancelBooking');
  const cancel = useMutation({
    mutationFn: () => cancelBooking(booking.id),
    onSuccess: async () => {
      toast.success('Session cancelled');
      await refresh();
    },
    onError: (error) => toast.error(refusalText(error)),
  });
  const move = useMutation({
    mutationFn: () => rescheduleBooking(booking.id, newTime),
    onSuccess: async () => {
      toast.success('Session moved');
      setMoving(false);
      await refresh();
    },
    onError: (error) => toast.error(refusalText(error)),
  });
  const title = `${sessionKindLabels[booking.kind]} with ${booking.mentorName}`;
  const cancelled = booking.status === 'cancelled';
  return (
    <li className="py-3 text-sm text-slate-700">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p>
        <time dateTime={booking.startsAt}>{slotText(booking.startsAt, timeZone)}</time>
        {cancelled && (
          <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">
            Cancelled{booking.cancelledBy === 'mentor' ? ' by the mentor' : ''}
          </span>
        )}
      </p>
      {booking.topic && <p className="mt-1">Topic: {booking.topic}</p>}
      {!cancelled && (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <a
            href={bookingInviteUrl(booking.id)}
            download={`session-${booking.id}.ics`}
            className="font-semibold text-indigo-700 underline hover:text-indigo-900"
          >
            Add to calendar <span className="sr-only">({title})</span>
          </a>
          {booking.changeable && (
            <>
              <button
                type="button"
                className={`${buttonStyles.secondary} text-sm`}
                onClick={() => setMoving((open) => !open)}
                aria-expanded={moving}
              >
                Move <span className="sr-only">{title}</span>
              </button>
              <button
                type="button"
                className={`${buttonStyles.secondary} text-sm`}
                disabled={cancel.isPending}
                onClick={() => cancel.mutate()}
              >
                Cancel session <span className="sr-only">{title}</span>
              </button>
            </>
          )}
        </div>
      )}
      {moving && (
        <form
          className="mt-3 flex flex-wrap items-end gap-3"
          aria-label={`Move ${title}`}
          onSubmit={(event) => {
            event.preventDefault();
            if (newTime) move.mutate();
          }}
        >
          <SelectField
            label="New time"
            value={newTime}
            onChange={(event) => setNewTime(event.target.value)}
          >
            <SlotOptions slots={slots} timeZone={timeZone} />
          </SelectField>
          <button
            type="submit"
            className={`${buttonStyles.primary} mb-6 text-sm`}
            disabled={!newTime || move.isPending}
          >
            Move session
          </button>
        </form>
      )}
      {booking.scorecard && (
        <div className="mt-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <p className="font-semibold text-slate-900">
            Scorecard: {booking.scorecard.outcome === 'ready' ? 'ready for interviews' : 'not yet'}
          </p>
          <ul className="mt-1 flex flex-wrap gap-x-4">
            {interviewAreas.map((area) => (
              <li key={area}>
                {interviewAreaLabels[area]}: {booking.scorecard?.scores[area]} of 5
              </li>
            ))}
          </ul>
          <p className="mt-1 whitespace-pre-line">{booking.scorecard.summary}</p>
        </div>
      )}
    </li>
  );
}
