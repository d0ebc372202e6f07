import type {
  ContactMessageRecord,
  Enrollment,
  LeadsResponse,
  MailProblem,
  MailProblemsResponse,
} from '@launchpad/contract';
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

const noMailProblems: MailProblemsResponse = { count: 0, mails: [] };

const failedConfirmation: MailProblem = {
  id: 41,
  to: 'meera@example.com',
  subject: 'We received your message',
  kind: 'confirmation',
  attempts: 34,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  createdAt: '2025-06-02T10:00:00.000Z',
};
const failedNotification: MailProblem = {
  id: 40,
  to: 'team@example.com',
  subject: 'Contact message: Weekend batches',
  kind: 'notification',
  attempts: 34,
  lastError: null,
  createdAt: '2025-06-02T09:59:00.000Z',
};

/** The inbox's two reads, with no mail problems unless a test says otherwise. */
const inbox = {
  'GET /api/admin/leads': () => jsonResponse(leads),
  'GET /api/admin/mail-problems': () => jsonResponse(noMailProblems),
};

/** The Mail problems panel, once it shows this count in its heading. */
async function findMailProblems(count: number) {
  const panel = screen.getByRole('region', { name: 'Mail problems' });
  await waitFor(() =>
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent(
      `Mail problems (${count})`,
    ),
  );
  return panel;
}

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
    expect(api.bodiesOf('GET /api/admin/mail-problems')).toEqual([]);
  });

  it('shows the friendly page when the server refuses', async () => {
    stubApi({ 'GET /api/admin/leads': () => jsonResponse({ message: messages.adminOnly }, 403) });
    renderAdmin();

    expect(await screen.findByText(messages.adminOnly)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Enrollment requests/ })).not.toBeInTheDocument();
  });

  it('lists enrollment requests and contact messages with their details', async () => {
    stubApi(inbox);
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
    ).toEqual(['new', 'contacted', 'lost']); // only the moves the pipeline allows

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
      ...inbox,
      'PATCH /api/admin/enrollments/7': () => response.promise,
    });
    const user = renderAdmin();
    const request = await screen.findByRole('article', { name: /Ravi Kumar/ });
    const status = within(request).getByLabelText('Status');

    await user.selectOptions(status, 'contacted');

    expect(status).toHaveValue('contacted');
    expect(status).toBeDisabled();
    expect(api.bodiesOf('PATCH /api/admin/enrollments/7')).toEqual([{ status: 'contacted' }]);

    response.resolve(jsonResponse({ ...enrollment, status: 'contacted' }));

    expect(await screen.findByText('Status changed to contacted')).toBeInTheDocument();
    await waitFor(() => expect(status).toBeEnabled());
    expect(status).toHaveValue('contacted');
  });

  it('puts the old status back and toasts the error when saving fails', async () => {
    stubApi({
      ...inbox,
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

  it('says briefly that there are no mail problems', async () => {
    stubApi(inbox);
    renderAdmin();

    const panel = await findMailProblems(0);
    expect(within(panel).getByText('No mail problems.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists the failed mails with their details and a Retry button naming each', async () => {
    stubApi({
      ...inbox,
      'GET /api/admin/mail-problems': () =>
        jsonResponse({ count: 2, mails: [failedConfirmation, failedNotification] }),
    });
    renderAdmin();

    const panel = await findMailProblems(2);
    const mail = within(panel).getByRole('article', {
      name: 'Mail to meera@example.com: We received your message',
    });
    expect(within(mail).getByText('meera@example.com')).toBeInTheDocument();
    expect(within(mail).getByText('Visitor confirmation')).toBeInTheDocument();
    expect(within(mail).getByText('34')).toBeInTheDocument();
    expect(within(mail).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
    expect(within(mail).getByText(/Queued/)).toHaveTextContent(/2025/);
    expect(within(mail).getByRole('button')).toHaveAccessibleName(
      'Retry the mail to meera@example.com: We received your message',
    );
    const other = within(panel).getByRole('article', { name: /team@example\.com/ });
    expect(within(other).getByText('Team notification')).toBeInTheDocument();
    expect(within(panel).getAllByRole('button', { name: /^Retry the mail to / })).toHaveLength(2);
  });

  it('says when only the newest failed mails are listed', async () => {
    stubApi({
      ...inbox,
      'GET /api/admin/mail-problems': () =>
        jsonResponse({ count: 250, mails: [failedConfirmation] }),
    });
    renderAdmin();

    const panel = await findMailProblems(250);
    expect(within(panel).getByText(/The newest 1 are shown\./)).toBeInTheDocument();
  });

  it('retries a mail, says so and shows the refreshed list', async () => {
    let failed = [failedConfirmation, failedNotification];
    const response = deferredResponse();
    const api = stubApi({
      ...inbox,
      'GET /api/admin/mail-problems': () => jsonResponse({ count: failed.length, mails: failed }),
      'POST /api/admin/mail-problems/41/retry': () => response.promise,
    });
    const user = renderAdmin();
    const retry = await screen.findByRole('button', {
      name: 'Retry the mail to meera@example.com: We received your message',
    });

    await user.click(retry);

    expect(retry).toBeDisabled();
    expect(api.bodiesOf('POST /api/admin/mail-problems/41/retry')).toEqual([undefined]);
    failed = [failedNotification];
    response.resolve(jsonResponse({ message: messages.mailRetried }));

    expect(await screen.findByText(messages.mailRetried)).toBeInTheDocument();
    const panel = await findMailProblems(1);
    expect(within(panel).queryByRole('article', { name: /meera@example\.com/ })).toBeNull();
    expect(within(panel).getByRole('article', { name: /team@example\.com/ })).toBeInTheDocument();
    expect(api.bodiesOf('GET /api/admin/mail-problems')).toHaveLength(2);
  });

  it('toasts the error and refreshes the list when a retry is refused', async () => {
    let failed = [failedConfirmation];
    stubApi({
      ...inbox,
      'GET /api/admin/mail-problems': () => jsonResponse({ count: failed.length, mails: failed }),
      'POST /api/admin/mail-problems/41/retry': () => {
        // Someone else retried it a moment ago.
        failed = [];
        return jsonResponse({ message: 'There is no failed mail with this id.' }, 404);
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderAdmin();

    await user.click(await screen.findByRole('button', { name: /^Retry the mail to meera/ }));

    expect(await screen.findByText('There is no failed mail with this id.')).toBeInTheDocument();
    expect(await screen.findByText('No mail problems.')).toBeInTheDocument();
  });

  it('offers to load the mail problems again when they could not be loaded', async () => {
    let calls = 0;
    stubApi({
      ...inbox,
      'GET /api/admin/mail-problems': () =>
        (calls += 1) === 1
          ? jsonResponse({ message: 'Something went wrong on our side' }, 500)
          : jsonResponse(noMailProblems),
    });
    const user = renderAdmin();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Mail problems could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('No mail problems.')).toBeInTheDocument();
    // The leads load on their own all the same.
    expect(screen.getByRole('article', { name: /Ravi Kumar/ })).toBeInTheDocument();
  });
});
