import type { Booking } from '@launchpad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../../testing/render.tsx';
import { SessionsPage } from './sessions-page.tsx';

const AVAILABILITY = 'GET /api/mentoring/availability';
const SAVE = 'PUT /api/mentoring/availability';
const SESSIONS = 'GET /api/mentoring/sessions';

const interview: Booking = {
  id: 7,
  kind: 'mock_interview',
  mentorId: 1,
  mentorName: 'Test User',
  learnerName: 'Asha Rao',
  // Started an hour ago: its scorecard can be filled in.
  startsAt: new Date(Date.now() - 3_600_000).toISOString(),
  endsAt: new Date(Date.now() - 1_800_000).toISOString(),
  topic: 'React',
  status: 'booked',
  cancelledBy: null,
  changeable: false,
  scorecard: null,
};

function renderPage() {
  renderRoutes([{ path: '/', element: <SessionsPage /> }], {
    initialEntry: '/',
    session: testUser,
  });
  return userEvent.setup();
}

describe("a mentor's 1:1 sessions page", () => {
  it('saves weekly windows and time off, refusing a window off the half hour', async () => {
    const api = stubApi({
      [AVAILABILITY]: () => jsonResponse({ weekly: [], timeOff: [] }),
      [SESSIONS]: () => jsonResponse({ bookings: [] }),
      [SAVE]: (body) => jsonResponse(body),
    });
    const user = renderPage();
    const form = within(await screen.findByRole('form', { name: 'Your availability' }));
    await user.click(form.getByRole('button', { name: 'Add a window' }));
    await user.selectOptions(form.getByLabelText('Window 1 day'), 'Wednesday');
    const from = form.getByLabelText('From (IST)');
    await user.clear(from);
    await user.type(from, '18:15');
    await user.click(form.getByRole('button', { name: 'Add time off' }));
    await user.type(form.getByLabelText('Time off 1 from'), '2027-01-12');
    await user.type(form.getByLabelText('To'), '2027-01-14');
    await user.click(form.getByRole('button', { name: 'Save availability' }));
    expect(from).toHaveAccessibleDescription(
      'Start must be on the hour or half past (HH:00 or HH:30)',
    );
    expect(api.bodiesOf(SAVE)).toEqual([]);

    await user.clear(from);
    await user.type(from, '18:30');
    await user.click(form.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Availability saved')).toBeInTheDocument();
    expect(api.bodiesOf(SAVE)).toEqual([
      {
        weekly: [{ weekday: 'WE', start: '18:30', end: '20:00' }],
        timeOff: [{ from: '2027-01-12', to: '2027-01-14' }],
      },
    ]);
  });

  it('takes the scorecard of a mock interview that has started', async () => {
    const api = stubApi({
      [AVAILABILITY]: () => jsonResponse({ weekly: [], timeOff: [] }),
      [SESSIONS]: () => jsonResponse({ bookings: [interview] }),
      'PUT /api/mentoring/sessions/7/scorecard': () => jsonResponse(interview),
    });
    const user = renderPage();
    const form = within(await screen.findByRole('form', { name: 'Scorecard of Asha Rao' }));
    for (const [area, score] of [
      ['Problem solving', '4'],
      ['JavaScript', '3'],
      ['React', '4'],
      ['Communication', '5'],
    ] as const) {
      await user.click(within(form.getByRole('radiogroup', { name: area })).getByLabelText(score));
    }
    await user.click(form.getByLabelText('Ready for interviews'));
    await user.type(form.getByLabelText('Summary'), 'Strong on React; revise closures.');
    await user.click(form.getByRole('button', { name: 'Save scorecard' }));
    expect(await screen.findByText('Scorecard saved')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/mentoring/sessions/7/scorecard')).toEqual([
      {
        scores: { problem_solving: 4, javascript: 3, react: 4, communication: 5 },
        outcome: 'ready',
        summary: 'Strong on React; revise closures.',
      },
    ]);
  });
});
