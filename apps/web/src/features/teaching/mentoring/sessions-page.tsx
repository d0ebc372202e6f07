import { sessionKindLabels, type Booking } from '@launchpad/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { teamTitles } from '../../../components/team/team-titles.ts';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { invalidateAfter } from '../../../lib/api/invalidation.ts';
import { refusalText } from '../../../lib/api/refusal.ts';
import { formatInstant, viewerTimeZone } from '../../../lib/instants.ts';
import { toast } from '../../../lib/toast.ts';
import { INDIA } from '../class-time.ts';
import { ReadProblem, TeachingPage, teachingCrumb } from '../teaching-shell.tsx';
import { cancelSession, mentorSessionsQuery } from './api.ts';
import { AvailabilityForm } from './availability-form.tsx';
import { ScorecardForm } from './scorecard-form.tsx';

/**
 * /teaching/sessions (issue #33): a mentor's 1:1 sessions, with their weekly availability and
 * days off; a mock interview that has started takes its scorecard here.
 */
export function SessionsPage() {
  const sessions = useQuery(mentorSessionsQuery);
  return (
    <TeachingPage title={teamTitles.teachingSessions} crumbs={[teachingCrumb]}>
      <section aria-labelledby="sessions-list-title" className="mt-6">
        <h2 id="sessions-list-title" className="text-xl font-bold text-slate-900">
          Booked sessions
        </h2>
        {sessions.data ? (
          sessions.data.bookings.length === 0 ? (
            <p className="mt-2 text-slate-700">No learner has booked a session with you yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
              {sessions.data.bookings.map((booking) => (
                <SessionRow key={booking.id} booking={booking} />
              ))}
            </ul>
          )
        ) : (
          <ReadProblem query={sessions} what="Your sessions" />
        )}
      </section>
      <AvailabilityForm />
    </TeachingPage>
  );
}

function SessionRow({ booking }: { booking: Booking }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelSession(booking.id),
    onSuccess: async () => {
      toast.success('Session cancelled');
      await invalidateAfter(queryClient, 'cancelBooking');
    },
    onError: (error) => toast.error(refusalText(error)),
  });
  // When the page was opened: a session that starts while it is open shows its scorecard on reload.
  const [now] = useState(() => Date.now());
  const started = Date.parse(booking.startsAt) <= now;
  const booked = booking.status === 'booked';
  const title = `${sessionKindLabels[booking.kind]} with ${booking.learnerName}`;
  const start = new Date(booking.startsAt);
  const yours = formatInstant(start, viewerTimeZone());
  const india = formatInstant(start, INDIA);
  return (
    <li className="p-4 text-sm text-slate-700">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p>
        <time dateTime={booking.startsAt}>
          {india} IST{yours === india ? '' : ` (${yours} your time)`}
        </time>
        {!booked && <span className="ml-2 font-semibold">Cancelled</span>}
      </p>
      {booking.topic && <p className="mt-1">Topic: {booking.topic}</p>}
      {booked && !started && (
        <button
          type="button"
          className={`${buttonStyles.secondary} mt-2 text-sm`}
          disabled={cancel.isPending}
          onClick={() => cancel.mutate()}
        >
          Cancel session <span className="sr-only">{title}</span>
        </button>
      )}
      {booking.kind === 'mock_interview' && booked && started && !booking.scorecard && (
        <ScorecardForm booking={booking} />
      )}
      {booking.scorecard && (
        <p className="mt-1">
          Scorecard saved: {booking.scorecard.outcome === 'ready' ? 'ready' : 'not yet'}.
        </p>
      )}
    </li>
  );
}
