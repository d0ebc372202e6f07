import type { BatchClass, BatchClassesResponse, StaffResponse } from '@launchpad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { teamTitles } from '../../components/team/team-titles.ts';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { staffRoutes } from '../../testing/staff-routes.tsx';
import { BatchClassesPage } from './batch-classes-page.tsx';

const admin = { ...testUser, isAdmin: true };
const mentor = { ...testUser, isMentor: true };

/** 19:00–21:00 in India (13:30–15:30 UTC) on the day given. */
const classOn = (id: number, day: string, extra: Partial<BatchClass> = {}): BatchClass => ({
  id,
  batchId: 4,
  title: 'Week 1: HTML, CSS & responsive design',
  startsAt: `${day}T13:30:00.000Z`,
  endsAt: `${day}T15:30:00.000Z`,
  timeZone: 'Asia/Kolkata',
  meetingLink: 'https://meet.example.org/room',
  mentorId: 2,
  mentorName: 'Mira Mentor',
  cancelled: false,
  sequence: 0,
  recordingUrl: null,
  ...extra,
});
const monday = classOn(7, '2027-06-21');
const tuesday = classOn(8, '2027-06-22', { cancelled: true, mentorId: null, mentorName: null });
const classes: BatchClassesResponse = { schedule: null, classes: [monday, tuesday] };

const staff: StaffResponse = {
  staff: [
    { id: 1, name: 'Tara Team', email: 'tara@example.com', role: 'team', batchIds: [] },
    { id: 2, name: 'Mira Mentor', email: 'mira@example.com', role: 'mentor', batchIds: [4] },
    { id: 3, name: 'Otto Other', email: 'otto@example.com', role: 'mentor', batchIds: [5] },
  ],
  invites: [],
};

const reads = {
  'GET /api/teaching/batches/4/classes': () => jsonResponse(classes),
  'GET /api/teaching/batches/4/attendance': () =>
    jsonResponse({
      classesHeld: 3,
      learners: [
        {
          userId: 11,
          name: 'Ravi Kumar',
          email: 'ravi@example.com',
          present: 1,
          late: 1,
          absent: 1,
          excused: 0,
          unmarked: 0,
        },
      ],
    }),
  'GET /api/teaching/batches': () =>
    jsonResponse({
      batches: [{ id: 4, startsOn: '2027-06-18', endsOn: '2027-08-13', schedule: 'Evenings' }],
    }),
  'GET /api/admin/staff': () => jsonResponse(staff),
};

function renderPage(user = admin) {
  renderRoutes(
    staffRoutes([
      {
        path: '/teaching/batches/:id',
        title: teamTitles.teachingBatch,
        element: <BatchClassesPage />,
      },
    ]),
    { initialEntry: '/teaching/batches/4', session: user },
  );
  return userEvent.setup();
}

describe('BatchClassesPage', () => {
  it('lists the classes in India time with their mentor, status and roster', async () => {
    stubApi(reads);
    renderPage(mentor);
    const table = await screen.findByRole('table', { name: 'Classes' });
    const [head, first, second] = within(table).getAllByRole('row');
    expect(head).toHaveTextContent('When (India time)TitleMentorStatusRoster');
    // Whatever the machine's zone, India time comes first (the viewer's own follows if it differs).
    expect(within(first!).getByRole('rowheader')).toHaveTextContent(
      /^Mon, 21 Jun 2027, 7:00 pm – 9:00 pm IST/,
    );
    expect(first).toHaveTextContent('Mira MentorScheduled');
    expect(second).toHaveTextContent('—Cancelled');
    expect(
      within(first!).getByRole('link', { name: 'Roster of Mon, 21 Jun 2027' }),
    ).toHaveAttribute('href', '/teaching/classes/7');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Batch of 18 June 2027 – 13 August 2027',
      }),
    ).toBeInTheDocument();
  });

  it('shows mentors the classes read-only, without the team’s forms', async () => {
    const api = stubApi(reads);
    renderPage(mentor);
    await screen.findByRole('table', { name: 'Classes' });
    expect(screen.queryByRole('form', { name: 'Schedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a class' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel class|Restore|Move/ })).toBeNull();
    expect(api.routes()).not.toContain('GET /api/admin/staff');
  });

  it('sets the schedule and says how many classes it made', async () => {
    const made = Array.from({ length: 41 }, (_, index) =>
      classOn(100 + index, '2027-06-21', { cancelled: index === 40 }),
    );
    const api = stubApi({
      ...reads,
      'PUT /api/admin/batches/4/schedule': () =>
        jsonResponse({ schedule: null, classes: made } satisfies BatchClassesResponse),
    });
    const user = renderPage();
    const form = await screen.findByRole('form', { name: 'Schedule' });
    for (const day of ['Wednesday', 'Monday', 'Friday', 'Tuesday', 'Thursday']) {
      await user.click(within(form).getByRole('checkbox', { name: day }));
    }
    await user.type(within(form).getByLabelText('Start time'), '19:00');
    await user.type(within(form).getByLabelText('End time'), '21:00');
    expect(within(form).getByLabelText(/^Time zone/)).toHaveValue('Asia/Kolkata');
    await user.type(
      within(form).getByLabelText(/^Holidays/),
      '2027-08-15, 2027-10-02{Enter}2027-11-01',
    );
    await user.type(within(form).getByLabelText(/^Meeting link/), 'https://meet.example.org/room');
    const mentors = within(form).getByLabelText(/^Mentor/);
    // Only the mentors of this batch.
    expect(
      within(mentors)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No mentor', 'Mira Mentor']);
    await user.selectOptions(mentors, 'Mira Mentor');
    await user.click(within(form).getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByText('40 classes scheduled')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/batches/4/schedule')).toEqual([
      {
        weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
        startTime: '19:00',
        endTime: '21:00',
        timeZone: 'Asia/Kolkata',
        holidays: ['2027-08-15', '2027-10-02', '2027-11-01'],
        meetingLink: 'https://meet.example.org/room',
        mentorId: 2,
      },
    ]);
  });

  it('checks the schedule before sending it', async () => {
    const api = stubApi(reads);
    const user = renderPage();
    const form = await screen.findByRole('form', { name: 'Schedule' });
    await user.type(within(form).getByLabelText('Start time'), '21:00');
    await user.type(within(form).getByLabelText('End time'), '19:00');
    await user.type(within(form).getByLabelText(/^Holidays/), '2027-02-30');
    await user.click(within(form).getByRole('button', { name: 'Save schedule' }));
    expect(await within(form).findByText('Pick at least one weekday')).toBeVisible();
    expect(within(form).getByText('The end time must be after the start time')).toBeVisible();
    expect(within(form).getByText('A holiday must be a real date')).toBeVisible();
    expect(api.bodiesOf('PUT /api/admin/batches/4/schedule')).toEqual([]);
  });

  it('cancels a class and restores another', async () => {
    const api = stubApi({
      ...reads,
      'PATCH /api/admin/classes/7': () => jsonResponse({ ...monday, cancelled: true }),
      'PATCH /api/admin/classes/8': () => jsonResponse({ ...tuesday, cancelled: false }),
    });
    const user = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Cancel class of Mon, 21 Jun 2027' }),
    );
    expect(await screen.findByText('Class of Mon, 21 Jun 2027 cancelled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore the class of Tue, 22 Jun 2027' }));
    expect(await screen.findByText('Class of Tue, 22 Jun 2027 restored')).toBeInTheDocument();
    expect(api.bodiesOf('PATCH /api/admin/classes/7')).toEqual([{ cancelled: true }]);
    expect(api.bodiesOf('PATCH /api/admin/classes/8')).toEqual([{ cancelled: false }]);
  });

  it('moves a class, sending its new times in UTC', async () => {
    const moved = {
      ...monday,
      startsAt: '2027-06-23T13:00:00.000Z',
      endsAt: '2027-06-23T15:30:00.000Z',
      sequence: 1,
    };
    const api = stubApi({ ...reads, 'PATCH /api/admin/classes/7': () => jsonResponse(moved) });
    const user = renderPage();
    const move = await screen.findByRole('button', { name: 'Move class of Mon, 21 Jun 2027' });
    expect(move).toHaveAttribute('aria-expanded', 'false');
    await user.click(move);
    const form = screen.getByRole('form', { name: 'Move the class of Mon, 21 Jun 2027' });
    // It starts from the class's times in India.
    expect(within(form).getByLabelText('New date (India)')).toHaveValue('2027-06-21');
    expect(within(form).getByLabelText('New start (India)')).toHaveValue('19:00');
    expect(within(form).getByLabelText('New end (India)')).toHaveValue('21:00');
    await user.clear(within(form).getByLabelText('New date (India)'));
    await user.type(within(form).getByLabelText('New date (India)'), '2027-06-23');
    await user.clear(within(form).getByLabelText('New start (India)'));
    await user.type(within(form).getByLabelText('New start (India)'), '18:30');
    await user.click(within(form).getByRole('button', { name: 'Move class' }));

    expect(
      await screen.findByText('Class moved to Wed, 23 Jun 2027, 6:30 pm – 9:00 pm IST'),
    ).toBeInTheDocument();
    // Only the times: nothing else of the class changes.
    expect(api.bodiesOf('PATCH /api/admin/classes/7')).toEqual([
      { startsAt: '2027-06-23T13:00:00.000Z', endsAt: '2027-06-23T15:30:00.000Z' },
    ]);
    await waitFor(() => expect(form).not.toBeInTheDocument());
  });

  it('adds a class outside the schedule', async () => {
    const api = stubApi({
      ...reads,
      'POST /api/admin/batches/4/classes': () =>
        jsonResponse(classOn(9, '2027-06-26', { title: 'Extra: Q&A' }), 201),
    });
    const user = renderPage();
    const form = await screen.findByRole('form', { name: 'Add a class' });
    await user.type(within(form).getByLabelText('Title'), 'Extra: Q&A');
    await user.type(within(form).getByLabelText('Date (India)'), '2027-06-26');
    await user.type(within(form).getByLabelText('Start (India)'), '19:00');
    await user.type(within(form).getByLabelText('End (India)'), '21:00');
    await user.click(within(form).getByRole('button', { name: 'Add class' }));

    expect(
      await screen.findByText('Class added: Sat, 26 Jun 2027, 7:00 pm – 9:00 pm IST'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/admin/batches/4/classes')).toEqual([
      {
        title: 'Extra: Q&A',
        startsAt: '2027-06-26T13:30:00.000Z',
        endsAt: '2027-06-26T15:30:00.000Z',
        timeZone: 'Asia/Kolkata',
        meetingLink: null,
        mentorId: null,
      },
    ]);
  });

  it('tells a mentor when the batch is not theirs', async () => {
    stubApi({
      ...reads,
      'GET /api/teaching/batches/4/classes': () =>
        jsonResponse({ message: 'This batch does not exist.' }, 404),
    });
    renderPage(mentor);
    expect(await screen.findByRole('alert')).toHaveTextContent('This batch does not exist.');
    expect(screen.getByRole('link', { name: 'Back to your batches' })).toHaveAttribute(
      'href',
      '/teaching',
    );
  });
});

describe('announcements to the batch', () => {
  it('lets a mentor post one (markdown) and says it was mailed', async () => {
    const api = stubApi({
      ...reads,
      'POST /api/teaching/batches/4/announcements': (body) =>
        jsonResponse(
          {
            id: 1,
            batchId: 4,
            authorName: 'Mira Mentor',
            body: (body as { body: string }).body,
            createdAt: '2027-06-21T10:00:00.000Z',
          },
          201,
        ),
    });
    renderPage(mentor);
    const user = userEvent.setup();
    const field = await screen.findByLabelText(/^Announcement/);
    await user.type(field, 'Bring a **layout** on Thursday');
    await user.click(screen.getByRole('button', { name: 'Post announcement' }));
    expect(await screen.findByText('Announcement posted and mailed to the batch')).toBeVisible();
    expect(api.bodiesOf('POST /api/teaching/batches/4/announcements')).toEqual([
      { body: 'Bring a **layout** on Thursday' },
    ]);
    await waitFor(() => expect(field).toHaveValue(''));
  });
});

describe("the batch's attendance", () => {
  it('shows each learner over the classes held', async () => {
    stubApi(reads);
    renderPage(mentor);
    const table = await screen.findByRole('table', { name: 'Attendance' });
    expect(screen.getByText('Over the 3 classes held so far.')).toBeVisible();
    const row = within(table).getByRole('row', { name: /Ravi Kumar/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '1', '1', '0', '0']);
  });
});
