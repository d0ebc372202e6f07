import { messages, type Batch, type StaffResponse } from '@launchpad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { teamTitles } from '../../components/team/team-titles.ts';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { teamRoutes } from '../../testing/team-routes.tsx';
import { StaffPage } from './staff-page.tsx';

const admin = { ...testUser, isAdmin: true };

const batchOf = (id: number, startsOn: string, endsOn: string): Batch => ({
  id,
  course: 'Frontend Launchpad',
  startsOn,
  endsOn,
  schedule: 'Mon–Fri, 7–9 pm IST',
  seats: 20,
  seatsTaken: 3,
  priceInr: 1200,
  classLink: null,
  status: 'open',
  createdAt: '2027-05-01T10:00:00.000Z',
});
const june = batchOf(4, '2027-06-18', '2027-08-13');
const september = batchOf(5, '2027-09-06', '2027-10-29');

const staff: StaffResponse = {
  staff: [
    { id: 1, name: 'Tara Team', email: 'tara@example.com', role: 'team', batchIds: [] },
    { id: 2, name: 'Mira Mentor', email: 'mira@example.com', role: 'mentor', batchIds: [4] },
  ],
  invites: [
    { id: 9, email: 'new@example.com', role: 'mentor', expiresAt: '2027-06-25T10:00:00.000Z' },
  ],
};

function renderPage(user = admin) {
  renderRoutes(teamRoutes('/admin/staff', teamTitles.staff, <StaffPage />), {
    initialEntry: '/admin/staff',
    session: user,
  });
  return userEvent.setup();
}

const reads = {
  'GET /api/admin/staff': () => jsonResponse(staff),
  'GET /api/admin/batches': () => jsonResponse({ batches: [september, june] }),
};

describe('StaffPage', () => {
  it('tells a learner the page is for the team', () => {
    renderPage(testUser);
    expect(screen.getByText(messages.adminOnly)).toBeInTheDocument();
  });

  it('lists the staff with their roles, and the open invites with their expiry', async () => {
    stubApi(reads);
    renderPage();
    const team = await screen.findByRole('table', { name: 'Team and mentors' });
    const [, tara, mira] = within(team).getAllByRole('row');
    expect(tara).toHaveTextContent('Tara Team');
    expect(tara).toHaveTextContent('tara@example.com');
    expect(tara).toHaveTextContent('TeamEvery batch');
    expect(mira).toHaveTextContent('Mentor');
    const invites = screen.getByRole('table', { name: 'Open invites' });
    expect(within(invites).getAllByRole('row')[1]).toHaveTextContent(
      'new@example.comMentor25 Jun 2027',
    );
  });

  it('sends an invite and shows the server’s message', async () => {
    const api = stubApi({
      ...reads,
      'POST /api/admin/staff/invites': () =>
        jsonResponse({ message: 'Invite sent to ravi@example.com.' }, 201),
    });
    const user = renderPage();
    const form = screen.getByRole('form', { name: 'Invite' });
    await user.type(within(form).getByLabelText(/^E-mail/), 'Ravi@Example.com');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Team');
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));

    expect(await screen.findByText('Invite sent to ravi@example.com.')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/admin/staff/invites')).toEqual([
      { email: 'ravi@example.com', role: 'team' },
    ]);
    await waitFor(() => expect(within(form).getByLabelText(/^E-mail/)).toHaveValue(''));
  });

  it('shows a problem with the address under the field, before and after sending', async () => {
    const api = stubApi({
      ...reads,
      'POST /api/admin/staff/invites': () =>
        jsonResponse(
          { message: 'Invalid input', fieldErrors: { email: ['This address cannot be invited.'] } },
          400,
        ),
    });
    const user = renderPage();
    const form = screen.getByRole('form', { name: 'Invite' });
    const email = within(form).getByLabelText(/^E-mail/);
    await user.type(email, 'not an address');
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesOf('POST /api/admin/staff/invites')).toEqual([]);

    await user.clear(email);
    await user.type(email, 'ravi@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(await within(form).findByText('This address cannot be invited.')).toBeVisible();
  });

  it('shows the server’s refusal of an invite as a toast', async () => {
    stubApi({
      ...reads,
      'POST /api/admin/staff/invites': () =>
        jsonResponse({ message: 'mira@example.com is already a mentor.' }, 409),
    });
    const user = renderPage();
    const form = screen.getByRole('form', { name: 'Invite' });
    await user.type(within(form).getByLabelText(/^E-mail/), 'mira@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('mira@example.com is already a mentor.')).toBeInTheDocument();
  });

  it('saves the batches a mentor teaches', async () => {
    const api = stubApi({
      ...reads,
      'PUT /api/admin/staff/2/batches': () => jsonResponse({ ...staff.staff[1], batchIds: [4, 5] }),
    });
    const user = renderPage();
    const batches = await screen.findByRole('group', { name: 'Batches of Mira Mentor' });
    const juneBox = within(batches).getByRole('checkbox', {
      name: '18 June 2027 – 13 August 2027',
    });
    expect(juneBox).toBeChecked();
    const septemberBox = within(batches).getByRole('checkbox', {
      name: '6 September 2027 – 29 October 2027',
    });
    expect(septemberBox).not.toBeChecked();
    // The team member has no boxes: they see every batch.
    expect(screen.getAllByRole('group', { name: /^Batches of/ })).toHaveLength(1);

    await user.click(septemberBox);
    await user.click(screen.getByRole('button', { name: 'Save batches of Mira Mentor' }));
    expect(await screen.findByText('Batches of Mira Mentor saved')).toBeInTheDocument();
    // In the list's order (newest batch first).
    expect(api.bodiesOf('PUT /api/admin/staff/2/batches')).toEqual([{ batchIds: [5, 4] }]);
  });
});
