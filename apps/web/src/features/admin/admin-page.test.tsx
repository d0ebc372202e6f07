import type { ContactMessageRecord, Enrollment, LeadsResponse } from '@launchpad/contract';
import { messages } from '@launchpad/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { deferredResponse, stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { AdminPage } from './admin-page.tsx';

const admin = { ...testUser, isAdmin: true };

const enrollment: Enrollment = {
  id: 7,
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@example.com',
  designation: 'Student',
  phoneNumber: '+91 98765 43210',
  referralCode: null,
  course: 'Frontend Launchpad',
  status: 'new',
  createdAt: '2025-06-01T10:00:00.000Z',
};

const contactMessage: ContactMessageRecord = {
  id: 3,
  name: 'Meera Iyer',
  email: 'meera@example.com',
  subject: 'Weekend batches',
  message: 'Do you run weekend batches?',
  status: 'new',
  createdAt: '2025-06-02T10:00:00.000Z',
};

const leads: LeadsResponse = { enrollments: [enrollment], contactMessages: [contactMessage] };

function renderAdmin(user = admin) {
  renderRoutes([{ path: '/admin', element: <AdminPage /> }], {
    initialEntry: '/admin',
    session: user,
  });
  return userEvent.setup();
}

afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AdminPage', () => {
  it('tells a learner that only the team can see it, without asking the server', () => {
    const api = stubApi({});
    renderAdmin(testUser);

    expect(screen.getByText(messages.adminOnly)).toBeInTheDocument();
    expect(api.bodiesOf('GET /api/admin/leads')).toEqual([]);
  });

  it('shows the friendly page when the server refuses', async () => {
    stubApi({ 'GET /api/admin/leads': () => jsonResponse({ message: messages.adminOnly }, 403) });
    renderAdmin();

    expect(await screen.findByText(messages.adminOnly)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Enrollment requests/ })).not.toBeInTheDocument();
  });

  it('lists enrollment requests and contact messages with their details', async () => {
    stubApi({ 'GET /api/admin/leads': () => jsonResponse(leads) });
    renderAdmin();

    const request = await screen.findByRole('article', {
      name: 'Enrollment request from Ravi Kumar',
    });
    expect(within(request).getByRole('link', { name: 'ravi@example.com' })).toBeInTheDocument();
    expect(within(request).getByText('+91 98765 43210')).toBeInTheDocument();
    expect(within(request).getByLabelText('Status')).toHaveValue('new');
    expect(
      within(request)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['new', 'contacted', 'enrolled', 'closed']);

    const message = screen.getByRole('article', { name: /Message from Meera Iyer/ });
    expect(within(message).getByText('Do you run weekend batches?')).toBeInTheDocument();
    expect(
      within(message)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['new', 'contacted', 'closed']);
  });

  it('saves a new status, shows it and says so', async () => {
    const response = deferredResponse();
    const api = stubApi({
      'GET /api/admin/leads': () => jsonResponse(leads),
      'PATCH /api/admin/enrollments/7': () => response.promise,
    });
    const user = renderAdmin();
    const request = await screen.findByRole('article', { name: /Ravi Kumar/ });
    const status = within(request).getByLabelText('Status');

    await user.selectOptions(status, 'enrolled');

    expect(status).toHaveValue('enrolled');
    expect(status).toBeDisabled();
    expect(api.bodiesOf('PATCH /api/admin/enrollments/7')).toEqual([{ status: 'enrolled' }]);

    response.resolve(jsonResponse({ ...enrollment, status: 'enrolled' }));

    expect(await screen.findByText('Status changed to enrolled')).toBeInTheDocument();
    await waitFor(() => expect(status).toBeEnabled());
    expect(status).toHaveValue('enrolled');
  });

  it('puts the old status back and toasts the error when saving fails', async () => {
    stubApi({
      'GET /api/admin/leads': () => jsonResponse(leads),
      'PATCH /api/admin/contact-messages/3': () =>
        jsonResponse({ message: 'This contact message does not exist.' }, 404),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderAdmin();
    const message = await screen.findByRole('article', { name: /Meera Iyer/ });
    const status = within(message).getByLabelText('Status');

    await user.selectOptions(status, 'closed');

    expect(await screen.findByText('This contact message does not exist.')).toBeInTheDocument();
    await waitFor(() => expect(status).toHaveValue('new'));
  });
});
