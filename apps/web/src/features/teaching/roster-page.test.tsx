import { messages, type Roster } from '@launchpad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { teamTitles } from '../../components/team/team-titles.ts';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { staffRoutes } from '../../testing/staff-routes.tsx';
import { RosterPage } from './roster-page.tsx';

const mentor = { ...testUser, isMentor: true };

const roster: Roster = {
  class: {
    id: 7,
    batchId: 4,
    title: 'Week 1: HTML, CSS & responsive design',
    startsAt: '2027-06-21T13:30:00.000Z',
    endsAt: '2027-06-21T15:30:00.000Z',
    timeZone: 'Asia/Kolkata',
    meetingLink: 'https://meet.example.org/room',
    mentorId: 2,
    mentorName: 'Mira Mentor',
    cancelled: false,
    sequence: 0,
    recordingUrl: null,
  },
  learners: [
    // Joined at 19:02 in India, not marked yet.
    {
      userId: 11,
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      firstJoinedAt: '2027-06-21T13:32:00.000Z',
      status: null,
    },
    // Joined, but the mentor marked them late.
    {
      userId: 12,
      name: 'Sana Iqbal',
      email: 'sana@example.com',
      firstJoinedAt: '2027-06-21T13:50:00.000Z',
      status: 'late',
    },
    {
      userId: 13,
      name: 'Kiran Rao',
      email: 'kiran@example.com',
      firstJoinedAt: null,
      status: null,
    },
    {
      userId: 14,
      name: 'Meera Das',
      email: 'meera@example.com',
      firstJoinedAt: null,
      status: 'excused',
    },
    {
      userId: 15,
      name: 'Arjun Nair',
      email: 'arjun@example.com',
      firstJoinedAt: null,
      status: null,
    },
  ],
  savedAt: null,
};

function renderPage(user = mentor) {
  renderRoutes(
    staffRoutes([
      { path: '/teaching/classes/:id', title: teamTitles.teachingClass, element: <RosterPage /> },
    ]),
    { initialEntry: '/teaching/classes/7', session: user },
  );
  return userEvent.setup();
}

const reads = {
  'GET /api/teaching/classes/7/roster': () => jsonResponse(roster),
  'GET /api/teaching/batches': () =>
    jsonResponse({
      batches: [{ id: 4, startsOn: '2027-06-18', endsOn: '2027-08-13', schedule: 'Evenings' }],
    }),
};

const rowOf = (name: string) => screen.getByRole('group', { name });
const checkedIn = (name: string) =>
  within(rowOf(name))
    .getAllByRole<HTMLInputElement>('radio')
    .find((radio) => radio.checked)?.value ?? null;

describe('RosterPage', () => {
  it('shows the class and starts each row from its mark, else from the join', async () => {
    stubApi(reads);
    renderPage();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Week 1: HTML, CSS & responsive design',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Mon, 21 Jun 2027, 7:00 pm – 9:00 pm IST/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Batch of 18 June 2027 – 13 August 2027' }),
    ).toHaveAttribute('href', '/teaching/batches/4');

    expect(rowOf('Ravi Kumar')).toHaveTextContent('ravi@example.comJoined at 19:02');
    expect(rowOf('Kiran Rao')).toHaveTextContent('Did not join');
    expect(checkedIn('Ravi Kumar')).toBe('present');
    expect(checkedIn('Sana Iqbal')).toBe('late');
    expect(checkedIn('Kiran Rao')).toBeNull();
    expect(checkedIn('Meera Das')).toBe('excused');
    expect(checkedIn('Arjun Nair')).toBeNull();
    expect(screen.getByText(/2 not marked yet\. Not saved yet\./)).toBeInTheDocument();
  });

  it('marks with the keyboard: arrows within a row, Tab to the next', async () => {
    stubApi(reads);
    const user = renderPage();
    const ravi = await screen.findByRole('group', { name: 'Ravi Kumar' });
    within(ravi).getByRole('radio', { name: 'Present' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(checkedIn('Ravi Kumar')).toBe('late');
    await user.tab();
    expect(within(rowOf('Sana Iqbal')).getByRole('radio', { name: 'Late' })).toHaveFocus();
  });

  it('marks the rest absent and saves every marked row', async () => {
    const saved: Roster = {
      ...roster,
      learners: roster.learners.map((learner) => ({ ...learner, status: 'absent' })),
      savedAt: '2027-06-21T15:35:00.000Z',
    };
    // The server keeps what was saved: the read after the save answers it.
    let current = roster;
    const api = stubApi({
      ...reads,
      'GET /api/teaching/classes/7/roster': () => jsonResponse(current),
      'PUT /api/teaching/classes/7/roster': () => jsonResponse((current = saved)),
    });
    const user = renderPage();
    await user.click(
      within(await screen.findByRole('group', { name: 'Arjun Nair' })).getByRole('radio', {
        name: 'Late',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Mark the rest absent' }));
    expect(checkedIn('Kiran Rao')).toBe('absent');
    expect(checkedIn('Arjun Nair')).toBe('late');
    expect(checkedIn('Ravi Kumar')).toBe('present');
    expect(screen.getByRole('button', { name: 'Mark the rest absent' })).toBeDisabled();
    // Its button is disabled now: the keyboard's focus moves on to saving, not to the page's start.
    expect(screen.getByRole('button', { name: 'Save roster' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save roster' }));
    expect(await screen.findByText('Roster saved')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/teaching/classes/7/roster')).toEqual([
      {
        marks: [
          { userId: 11, status: 'present' },
          { userId: 12, status: 'late' },
          { userId: 13, status: 'absent' },
          { userId: 14, status: 'excused' },
          { userId: 15, status: 'late' },
        ],
      },
    ]);
    expect(
      await screen.findByText(/Last saved at Mon, 21 Jun 2027, 9:05 pm IST\./),
    ).toBeInTheDocument();
  });

  it('sends only the marked rows', async () => {
    const api = stubApi({
      ...reads,
      'PUT /api/teaching/classes/7/roster': () => jsonResponse(roster),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save roster' }));
    expect(await screen.findByText('Roster saved')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/teaching/classes/7/roster')).toEqual([
      {
        marks: [
          { userId: 11, status: 'present' },
          { userId: 12, status: 'late' },
          { userId: 14, status: 'excused' },
        ],
      },
    ]);
  });

  it('tells a learner the page is for the team and mentors', () => {
    const api = stubApi({});
    renderPage(testUser);
    expect(screen.getByRole('heading', { level: 1, name: 'Class roster' })).toBeInTheDocument();
    expect(screen.getByText(messages.staffOnly)).toBeInTheDocument();
    expect(api.routes()).toEqual([]);
  });
});

describe('the recording of a class', () => {
  it('saves an https link and says who gets it; refuses another address', async () => {
    const api = stubApi({
      ...reads,
      'PUT /api/teaching/classes/7/recording': (body) =>
        jsonResponse({ ...roster.class, recordingUrl: (body as { url: string }).url }),
    });
    const user = renderPage();
    const field = await screen.findByLabelText(/^Recording link/);
    await user.type(field, 'http://videos.example.org/1');
    await user.click(screen.getByRole('button', { name: 'Save recording' }));
    expect(await screen.findByText('Recording link must be an https:// address')).toBeVisible();
    expect(api.bodiesOf('PUT /api/teaching/classes/7/recording')).toEqual([]);

    await user.clear(field);
    await user.type(field, 'https://videos.example.org/week-1');
    await user.click(screen.getByRole('button', { name: 'Save recording' }));
    expect(await screen.findByText('Recording saved and mailed to those absent')).toBeVisible();
    expect(api.bodiesOf('PUT /api/teaching/classes/7/recording')).toEqual([
      { url: 'https://videos.example.org/week-1' },
    ]);
  });
});
