import type { MyClass, MyClassesResponse, User } from '@launchpad/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { ClassesCards } from './classes-cards.tsx';

const MINE = 'GET /api/classes/mine';
const JOIN = 'POST /api/classes/7/join';
const meetingLink = 'https://meet.example.org/week-1';
const enrolled: User = { ...testUser, enrolledCourse: ['Frontend Launchpad'] };

// Monday 4 January 2027, 7–9 pm in India: 2:30–4:30 pm in Berlin. Join opens at 13:15 UTC.
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

const answer = (classes: MyClass[]): MyClassesResponse => ({
  classes,
  nextClassId: classes.find((each) => !each.cancelled)?.id ?? null,
  remindersOn: true,
  announcements: [],
});

/** A tab as window.open gives it, for Join to send to the meeting. */
function fakeTab() {
  return { opener: window, location: { href: '' }, close: vi.fn() };
}

function renderCards({ user = enrolled, timeZone = 'Europe/Berlin' } = {}) {
  const rendered = renderRoutes(
    [{ path: '/dashboard', element: <ClassesCards user={user} timeZone={timeZone} /> }],
    { initialEntry: '/dashboard', session: user },
  );
  return { ...rendered, user: userEvent.setup() };
}

const card = () => screen.findByRole('region', { name: 'Next class' });

beforeEach(() => {
  // Only the clock and the card's 30-second timer: the queries and Testing Library keep real
  // timeouts.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Next class card', () => {
  it("shows the class in the viewer's time and in India's, and its calendar file", async () => {
    vi.setSystemTime('2027-01-04T09:00:00Z');
    stubApi({ [MINE]: () => jsonResponse(answer([week1])) });
    renderCards();
    const region = await card();

    expect(await within(region).findByText(week1.title)).toBeInTheDocument();
    expect(region).toHaveTextContent(
      'Mon 4 Jan, 2:30 pm – 4:30 pm (your time) · Mon 4 Jan, 7:00 pm – 9:00 pm (IST)',
    );
    const file = within(region).getByRole('link', { name: 'Add to calendar' });
    expect(file).toHaveAttribute('href', '/api/classes/7/calendar.ics');
    expect(file).toHaveAttribute('download');
  });

  it('shows the time once to a viewer in India', async () => {
    vi.setSystemTime('2027-01-04T09:00:00Z');
    stubApi({ [MINE]: () => jsonResponse(answer([week1])) });
    renderCards({ timeZone: 'Asia/Kolkata' });
    const region = await card();

    await within(region).findByText(week1.title);
    expect(region).toHaveTextContent('Mon 4 Jan, 7:00 pm – 9:00 pm (IST)');
    expect(region).not.toHaveTextContent('your time');
  });

  it('keeps Join off until 15 minutes before the start, then turns it on by itself', async () => {
    vi.setSystemTime('2027-01-04T13:00:00Z');
    stubApi({ [MINE]: () => jsonResponse(answer([week1])) });
    renderCards();
    const region = await card();

    const join = await within(region).findByRole('button', { name: 'Join' });
    expect(join).toBeDisabled();
    expect(join).toHaveAccessibleDescription(
      'Join opens Mon 4 Jan, 2:15 pm, 15 minutes before the start.',
    );

    act(() => {
      vi.advanceTimersByTime(14 * 60_000 + 30_000);
    });
    expect(join).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(join).toBeEnabled();
    expect(region).not.toHaveTextContent('Join opens');
  });

  it('joins and sends the tab it opened on the click to the meeting link', async () => {
    vi.setSystemTime('2027-01-04T13:20:00Z');
    const api = stubApi({
      [MINE]: () => jsonResponse(answer([week1])),
      [JOIN]: () => jsonResponse({ meetingLink }),
    });
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderCards();
    const region = await card();

    await user.click(await within(region).findByRole('button', { name: 'Join' }));

    await waitFor(() => expect(tab.location.href).toBe(meetingLink));
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    expect(api.routes()).toContain(JOIN);
    // Joining marks the learner present: the classes are read again.
    await waitFor(() => expect(api.routes().filter((route) => route === MINE)).toHaveLength(2));
    expect(within(region).queryByRole('link', { name: 'Open the class' })).not.toBeInTheDocument();
  });

  it('offers the meeting link to click when the browser blocked the tab', async () => {
    vi.setSystemTime('2027-01-04T13:20:00Z');
    stubApi({
      [MINE]: () => jsonResponse(answer([week1])),
      [JOIN]: () => jsonResponse({ meetingLink }),
    });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderCards();
    const region = await card();

    await user.click(await within(region).findByRole('button', { name: 'Join' }));

    const link = await within(region).findByRole('link', { name: 'Open the class' });
    expect(link).toHaveAttribute('href', meetingLink);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("shows the server's refusal and closes the tab it opened", async () => {
    vi.setSystemTime('2027-01-04T13:20:00Z');
    stubApi({
      [MINE]: () => jsonResponse(answer([week1])),
      [JOIN]: () => jsonResponse({ message: 'This class was cancelled.' }, 409),
    });
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderCards();
    const region = await card();

    await user.click(await within(region).findByRole('button', { name: 'Join' }));

    expect(await screen.findByText('This class was cancelled.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('moves on to the next class once one ends, skipping cancelled ones', async () => {
    vi.setSystemTime('2027-01-04T15:29:00Z');
    const cancelled = { ...week1, id: 8, title: 'Cancelled class', cancelled: true };
    const week2 = {
      ...week1,
      id: 9,
      title: 'Week 2: JavaScript fundamentals & ES6+',
      startsAt: '2027-01-11T13:30:00.000Z',
      endsAt: '2027-01-11T15:30:00.000Z',
    };
    stubApi({ [MINE]: () => jsonResponse(answer([week1, cancelled, week2])) });
    renderCards();
    const region = await card();

    await within(region).findByText(week1.title);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(within(region).getByText(week2.title)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Join' })).toBeDisabled();
  });

  it('says when no class is scheduled, and lists none', async () => {
    vi.setSystemTime('2027-01-04T09:00:00Z');
    stubApi({ [MINE]: () => jsonResponse(answer([])) });
    renderCards();

    expect(await within(await card()).findByText('No class scheduled yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your classes' })).not.toBeInTheDocument();
  });

  it('says when every class is over', async () => {
    vi.setSystemTime('2027-02-01T09:00:00Z');
    stubApi({ [MINE]: () => jsonResponse(answer([week1])) });
    renderCards();

    expect(await within(await card()).findByText('No more classes scheduled.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your classes' })).toBeInTheDocument();
  });

  it('asks nothing for a learner who is not enrolled, or whose address is not verified', async () => {
    const api = stubApi({ [MINE]: () => jsonResponse(answer([week1])) });
    renderCards({ user: testUser });
    renderCards({ user: { ...enrolled, emailVerified: false } });
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(api.routes()).toEqual([]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
