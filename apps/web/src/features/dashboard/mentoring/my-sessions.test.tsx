import type { Booking, User } from '@launchpad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../../testing/render.tsx';
import { MySessions } from './my-sessions.tsx';

const enrolled: User = { ...testUser, enrolledCourse: ['Frontend Launchpad'] };
const MENTORS = 'GET /api/mentoring/mentors';
const BOOKINGS = 'GET /api/mentoring/bookings';
const BOOK = 'POST /api/mentoring/bookings';

// Monday 4 January 2027, 7:00 and 7:30 pm in India.
const slots = [
  { startsAt: '2027-01-04T13:30:00.000Z', endsAt: '2027-01-04T14:00:00.000Z' },
  { startsAt: '2027-01-04T14:00:00.000Z', endsAt: '2027-01-04T14:30:00.000Z' },
];
const mentors = { mentors: [{ mentorId: 5, name: 'Meera Mentor', slots }] };

const booking: Booking = {
  id: 41,
  kind: 'mock_interview',
  mentorId: 5,
  mentorName: 'Meera Mentor',
  learnerName: 'Test User',
  startsAt: slots[0]!.startsAt,
  endsAt: slots[0]!.endsAt,
  topic: 'React interview',
  status: 'booked',
  cancelledBy: null,
  changeable: true,
  scorecard: null,
};

function renderSessions() {
  renderRoutes([{ path: '/', element: <MySessions user={enrolled} timeZone="Asia/Kolkata" /> }], {
    initialEntry: '/',
    session: enrolled,
  });
  return userEvent.setup();
}

describe("the learner's 1:1 sessions", () => {
  it('books an open time of their mentor, in India time', async () => {
    let booked = false;
    const api = stubApi({
      [MENTORS]: () => jsonResponse(mentors),
      [BOOKINGS]: () => jsonResponse({ bookings: booked ? [booking] : [] }),
      [BOOK]: () => {
        booked = true;
        return jsonResponse(booking, 201);
      },
    });
    const user = renderSessions();
    const form = within(await screen.findByRole('form', { name: 'Book a session' }));
    // The only mentor is chosen already.
    expect(form.getByLabelText('Mentor')).toHaveValue('5');
    await user.selectOptions(form.getByLabelText('Time'), 'Mon 4 Jan, 7:00 pm IST');
    await user.click(form.getByLabelText('Mock interview'));
    await user.type(form.getByLabelText('Topic (optional)'), 'React interview');
    await user.click(form.getByRole('button', { name: 'Book session' }));

    expect(await screen.findByText('Session booked')).toBeInTheDocument();
    expect(api.bodiesOf(BOOK)).toEqual([
      {
        mentorId: 5,
        startsAt: slots[0]!.startsAt,
        kind: 'mock_interview',
        topic: 'React interview',
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Mock interview with Meera Mentor' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add to calendar/ })).toHaveAttribute(
      'href',
      '/api/mentoring/bookings/41/invite.ics',
    );
  });

  it('says why a time could not be booked and keeps the choices', async () => {
    stubApi({
      [MENTORS]: () => jsonResponse(mentors),
      [BOOKINGS]: () => jsonResponse({ bookings: [] }),
      [BOOK]: () =>
        jsonResponse({ message: 'Someone has just booked this time. Choose another.' }, 409),
    });
    const user = renderSessions();
    const form = within(await screen.findByRole('form', { name: 'Book a session' }));
    await user.click(form.getByRole('button', { name: 'Book session' }));
    await expect
      .poll(() => form.getByLabelText('Time'))
      .toHaveAccessibleDescription('Choose a time');
    await user.selectOptions(form.getByLabelText('Time'), 'Mon 4 Jan, 7:30 pm IST');
    await user.click(form.getByRole('button', { name: 'Book session' }));
    expect(
      await form.findByText('Someone has just booked this time. Choose another.'),
    ).toBeInTheDocument();
    expect(form.getByLabelText('Time')).toHaveValue(slots[1]!.startsAt);
  });

  it('moves and cancels a session while the notice allows, and not after', async () => {
    const api = stubApi({
      [MENTORS]: () => jsonResponse(mentors),
      [BOOKINGS]: () =>
        jsonResponse({
          bookings: [booking, { ...booking, id: 42, changeable: false, kind: 'mentorship' }],
        }),
      'POST /api/mentoring/bookings/41/reschedule': () =>
        jsonResponse({ ...booking, startsAt: slots[1]!.startsAt }),
    });
    const user = renderSessions();
    await user.click(
      await screen.findByRole('button', { name: 'Move Mock interview with Meera Mentor' }),
    );
    const move = within(
      screen.getByRole('form', { name: 'Move Mock interview with Meera Mentor' }),
    );
    await user.selectOptions(move.getByLabelText('New time'), 'Mon 4 Jan, 7:30 pm IST');
    await user.click(move.getByRole('button', { name: 'Move session' }));
    expect(await screen.findByText('Session moved')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/mentoring/bookings/41/reschedule')).toEqual([
      { startsAt: slots[1]!.startsAt },
    ]);
    // Within the notice: no way to move or cancel it.
    expect(
      screen.queryByRole('button', { name: 'Cancel session 1:1 mentorship with Meera Mentor' }),
    ).toBeNull();
  });

  it('is absent for a learner outside a batch', () => {
    stubApi({});
    renderRoutes([{ path: '/', element: <MySessions user={testUser} /> }], {
      initialEntry: '/',
      session: testUser,
    });
    expect(screen.queryByRole('region', { name: '1:1 sessions' })).toBeNull();
  });
});
