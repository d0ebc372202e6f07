import { messages, type Batch } from '@launchpad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { teamRoutes } from '../../testing/team-routes.tsx';
import { teamTitles } from '../../components/team/team-titles.ts';
import { BatchesPage } from './batches-page.tsx';

const admin = { ...testUser, isAdmin: true };
const batch: Batch = {
  id: 4,
  course: 'Frontend Launchpad',
  startsOn: '2027-06-18',
  endsOn: '2027-08-13',
  schedule: 'Mon–Fri, 7–9 pm IST',
  seats: 20,
  seatsTaken: 3,
  priceInr: 1200,
  classLink: 'https://meet.example.org/room',
  status: 'open',
  createdAt: '2027-05-01T10:00:00.000Z',
};

function renderPage(user = admin) {
  renderRoutes(teamRoutes('/admin/batches', teamTitles.batches, <BatchesPage />), {
    initialEntry: '/admin/batches',
    session: user,
  });
  return userEvent.setup();
}

describe('BatchesPage', () => {
  it('tells a learner the page is for the team', () => {
    renderPage(testUser);
    expect(screen.getByText(messages.adminOnly)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('lists the batches with seats taken of seats, price and class link', async () => {
    stubApi({ 'GET /api/admin/batches': () => jsonResponse({ batches: [batch] }) });
    renderPage();
    const table = await screen.findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('18 June 2027 – 13 August 2027');
    expect(row).toHaveTextContent('3 / 20');
    expect(row).toHaveTextContent('₹1,200');
    expect(within(row!).getByRole('link')).toHaveAttribute('href', 'https://meet.example.org/room');
  });

  it('creates a batch, checking the dates before sending', async () => {
    const created = { ...batch, id: 5, seatsTaken: 0, classLink: null };
    const api = stubApi({
      'GET /api/admin/batches': () => jsonResponse({ batches: [] }),
      'POST /api/admin/batches': () => jsonResponse(created, 201),
    });
    const user = renderPage();
    const form = screen.getByRole('form', { name: 'New batch' });
    await user.type(within(form).getByLabelText('Start date'), '2027-06-18');
    await user.type(within(form).getByLabelText('End date'), '2027-06-01');
    await user.type(within(form).getByLabelText('Schedule'), 'Mon–Fri, 7–9 pm IST');
    await user.type(within(form).getByLabelText('Seats'), '20');
    await user.click(within(form).getByRole('button', { name: 'Create batch' }));
    expect(
      await within(form).findByText('The end date cannot be before the start date'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/admin/batches')).toEqual([]);

    await user.clear(within(form).getByLabelText('End date'));
    await user.type(within(form).getByLabelText('End date'), '2027-08-13');
    await user.click(within(form).getByRole('button', { name: 'Create batch' }));
    await waitFor(() =>
      expect(api.bodiesOf('POST /api/admin/batches')).toEqual([
        {
          startsOn: '2027-06-18',
          endsOn: '2027-08-13',
          schedule: 'Mon–Fri, 7–9 pm IST',
          seats: 20,
          priceInr: 1200,
          classLink: null,
          status: 'open',
        },
      ]),
    );
  });

  it("edits a batch and shows the server's refusal of fewer seats than taken", async () => {
    stubApi({
      'GET /api/admin/batches': () => jsonResponse({ batches: [batch] }),
      'PUT /api/admin/batches/4': () =>
        jsonResponse(
          {
            message: 'Seats cannot be fewer than the seats already taken.',
            fieldErrors: { seats: ['3 seats are already taken in this batch.'] },
          },
          400,
        ),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit the batch of 18 June 2027' }));
    const form = screen.getByRole('form', { name: 'Edit the batch of 18 June 2027' });
    const seats = within(form).getByLabelText(/^Seats/);
    expect(seats).toHaveValue(20);
    await user.clear(seats);
    await user.type(seats, '2');
    await user.click(within(form).getByRole('button', { name: 'Save batch' }));
    expect(
      await within(form).findByText('3 seats are already taken in this batch.'),
    ).toBeInTheDocument();
  });
});
