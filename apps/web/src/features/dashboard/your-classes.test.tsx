import type { MyClass } from '@launchpad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes } from '../../testing/render.tsx';
import { CALENDAR_LINK_COPIED, YourClasses } from './your-classes.tsx';

const FEED = 'POST /api/calendar-feed';
const feedUrl = 'https://launchpad.example.org/calendar/abc123.ics';

const base: Omit<MyClass, 'id' | 'title'> = {
  startsAt: '2027-01-04T13:30:00.000Z',
  endsAt: '2027-01-04T15:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  cancelled: false,
  attendance: null,
  recordingUrl: null,
};

const classes: MyClass[] = [
  {
    ...base,
    id: 1,
    title: 'Week 1: HTML',
    attendance: 'present',
    recordingUrl: 'https://videos.example.org/week-1',
  },
  {
    ...base,
    id: 2,
    title: 'Week 1: CSS',
    startsAt: '2027-01-05T13:30:00.000Z',
    endsAt: '2027-01-05T15:30:00.000Z',
    cancelled: true,
  },
  {
    ...base,
    id: 3,
    title: 'Week 1: Layout',
    startsAt: '2027-01-06T13:30:00.000Z',
    endsAt: '2027-01-06T15:30:00.000Z',
    attendance: 'late',
  },
];

function renderList() {
  renderRoutes(
    [
      {
        path: '/dashboard',
        element: <YourClasses classes={classes} timeZone="Asia/Kolkata" remindersOn />,
      },
    ],
    { initialEntry: '/dashboard', session: null },
  );
  return userEvent.setup();
}

const region = () => screen.getByRole('region', { name: 'Your classes' });
const rowOf = (title: string) => within(region()).getByText(title).closest('li')!;

describe('Your classes', () => {
  it('lists every class with its time, attendance, cancellation and recording', async () => {
    const user = renderList();
    const summary = within(region()).getByText('All classes (3)');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');

    expect(within(region()).getAllByRole('listitem')).toHaveLength(3);
    const first = rowOf('Week 1: HTML');
    expect(first).toHaveTextContent('Mon 4 Jan, 7:00 pm – 9:00 pm (IST)');
    expect(first).toHaveTextContent('Attendance: Present');
    expect(within(first).getByRole('link', { name: 'Recording of Week 1: HTML' })).toHaveAttribute(
      'href',
      'https://videos.example.org/week-1',
    );

    const cancelled = rowOf('Week 1: CSS');
    expect(cancelled).toHaveTextContent('Cancelled');
    expect(within(cancelled).getByText('Week 1: CSS').parentElement).toHaveClass('line-through');
    expect(cancelled).not.toHaveTextContent('Attendance');
    expect(within(cancelled).queryByRole('link')).not.toBeInTheDocument();

    const third = rowOf('Week 1: Layout');
    expect(third).toHaveTextContent('Attendance: Late');
    expect(third).not.toHaveTextContent('Cancelled');
    expect(within(third).getByText('Week 1: Layout').parentElement).not.toHaveClass('line-through');
  });

  it('gets a calendar link, shows it in a read-only field and copies it', async () => {
    const api = stubApi({ [FEED]: () => jsonResponse({ url: feedUrl }) });
    const user = renderList();
    const feed = screen.getByRole('region', { name: 'Subscribe in your calendar' });
    expect(feed).toHaveTextContent('Getting a new link stops the old one.');
    expect(within(feed).queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();

    await user.click(within(feed).getByRole('button', { name: 'Get my calendar link' }));

    const field = await within(feed).findByLabelText('Your calendar link');
    expect(field).toHaveValue(feedUrl);
    expect(field).toHaveAttribute('readonly');
    expect(api.routes()).toEqual([FEED]);

    await user.click(within(feed).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(CALENDAR_LINK_COPIED)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(feedUrl);

    // Each press is a new address: the field shows the newest.
    const newer = 'https://launchpad.example.org/calendar/def456.ics';
    stubApi({ [FEED]: () => jsonResponse({ url: newer }) });
    await user.click(within(feed).getByRole('button', { name: 'Get a new link' }));
    expect(await within(feed).findByDisplayValue(newer)).toBe(
      within(feed).getByLabelText('Your calendar link'),
    );
  });

  it("shows the server's refusal of a calendar link", async () => {
    stubApi({ [FEED]: () => jsonResponse({ message: 'Too many requests. Try later.' }, 429) });
    const user = renderList();
    const feed = screen.getByRole('region', { name: 'Subscribe in your calendar' });

    await user.click(within(feed).getByRole('button', { name: 'Get my calendar link' }));

    expect(await screen.findByText('Too many requests. Try later.')).toBeInTheDocument();
    expect(within(feed).queryByLabelText('Your calendar link')).not.toBeInTheDocument();
  });
});
