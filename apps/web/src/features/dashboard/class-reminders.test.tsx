import type { MyClass, MyClassesResponse, User } from '@launchpad/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferredResponse, stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { REMINDERS_LABEL } from './class-reminders.tsx';
import { ClassesCards } from './classes-cards.tsx';

const MINE = 'GET /api/classes/mine';
const REMINDERS = 'PUT /api/classes/reminders';
const enrolled: User = { ...testUser, enrolledCourse: ['Frontend Launchpad'] };

const week1: MyClass = {
  id: 7,
  title: 'Week 1: HTML, CSS & responsive design',
  startsAt: '2027-01-04T13:30:00.000Z',
  endsAt: '2027-01-04T15:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  cancelled: false,
  attendance: null,
  recordingUrl: null,
};

const answer = (remindersOn: boolean): MyClassesResponse => ({
  classes: [week1],
  nextClassId: week1.id,
  remindersOn,
  announcements: [],
});

function renderCards() {
  renderRoutes(
    [{ path: '/dashboard', element: <ClassesCards user={enrolled} timeZone="Asia/Kolkata" /> }],
    { initialEntry: '/dashboard', session: enrolled },
  );
  return userEvent.setup();
}

const box = () => screen.findByRole('checkbox', { name: REMINDERS_LABEL });

describe('Class reminders', () => {
  it('shows the saved choice and turns the reminders off at once', async () => {
    const saved = deferredResponse();
    const api = stubApi({
      [MINE]: () => jsonResponse(answer(true)),
      [REMINDERS]: () => saved.promise,
    });
    const user = renderCards();
    const reminders = await box();
    expect(reminders).toBeChecked();

    await user.click(reminders);

    // Unticked while the server saves; a second change waits for its answer.
    expect(reminders).not.toBeChecked();
    expect(reminders).toHaveAttribute('aria-disabled', 'true');
    await user.click(reminders);
    expect(reminders).not.toBeChecked();
    expect(api.bodiesOf(REMINDERS)).toEqual([{ enabled: false }]);

    saved.resolve(jsonResponse({ enabled: false }));
    expect(await screen.findByText('Reminders off')).toBeInTheDocument();
    expect(reminders).not.toBeChecked();
    expect(reminders).not.toHaveAttribute('aria-disabled');
    // The answer is the saved choice: the classes are not read again for it.
    expect(api.routes().filter((route) => route === MINE)).toHaveLength(1);
  });

  it('turns the reminders on', async () => {
    const api = stubApi({
      [MINE]: () => jsonResponse(answer(false)),
      [REMINDERS]: () => jsonResponse({ enabled: true }),
    });
    const user = renderCards();
    const reminders = await box();
    expect(reminders).not.toBeChecked();

    await user.click(reminders);

    expect(await screen.findByText('Reminders on')).toBeInTheDocument();
    expect(reminders).toBeChecked();
    expect(api.bodiesOf(REMINDERS)).toEqual([{ enabled: true }]);
  });

  it("goes back and shows the server's message when the change is not saved", async () => {
    const api = stubApi({
      [MINE]: () => jsonResponse(answer(true)),
      [REMINDERS]: () => jsonResponse({ message: 'Too many changes. Try again later.' }, 429),
    });
    const user = renderCards();
    const reminders = await box();

    await user.click(reminders);

    expect(await screen.findByText('Too many changes. Try again later.')).toBeInTheDocument();
    expect(reminders).toBeChecked();
    expect(screen.queryByText('Reminders off')).not.toBeInTheDocument();
    // The server is asked which choice holds.
    await waitFor(() => expect(api.routes().filter((route) => route === MINE)).toHaveLength(2));
    expect(reminders).toBeChecked();
  });
});
