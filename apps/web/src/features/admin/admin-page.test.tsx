import type {
  MailProblem,
  MailProblemsResponse,
  PeoplePage,
  PersonSummary,
} from '@launchpad/contract';
import { messages } from '@launchpad/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { deferredResponse, stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { teamRoutes } from '../../testing/team-routes.tsx';
import { teamTitles } from '../../components/team/team-titles.ts';
import { AdminPage } from './admin-page.tsx';

const admin = { ...testUser, isAdmin: true };

const person = (id: number, name: string, extra: Partial<PersonSummary> = {}): PersonSummary => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  phone: null,
  enrollmentCount: 0,
  contactCount: 1,
  status: null,
  batchId: null,
  lastActivityAt: '2025-06-02T10:00:00.000Z',
  ...extra,
});
const ravi = person(7, 'Ravi Kumar', {
  phone: '+91 98765 43210',
  enrollmentCount: 2,
  contactCount: 1,
  status: 'payment_pending',
  batchId: 3,
});
const meera = person(3, 'Meera Iyer');
const firstPage: PeoplePage = { people: [ravi, meera], nextCursor: null };

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
  'GET /api/admin/people': () => jsonResponse(firstPage),
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
  renderRoutes(teamRoutes('/admin', teamTitles.inbox, <AdminPage />), {
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
    expect(api.bodiesOf('GET /api/admin/people')).toEqual([]);
    expect(api.bodiesOf('GET /api/admin/mail-problems')).toEqual([]);
  });

  it('shows the friendly page when the server refuses', async () => {
    stubApi({
      'GET /api/admin/people': () => jsonResponse({ message: messages.adminOnly }, 403),
      'GET /api/admin/mail-problems': () => jsonResponse({ message: messages.adminOnly }, 403),
    });
    renderAdmin();

    expect(await screen.findByText(messages.adminOnly)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'People' })).not.toBeInTheDocument();
  });

  it('lists people with their leads, status and a link to each', async () => {
    stubApi(inbox);
    renderAdmin();

    const people = await screen.findByRole('table');
    const row = within(people).getByRole('row', { name: /Ravi Kumar/ });
    expect(within(row).getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute(
      'href',
      '/admin/people/7',
    );
    expect(row).toHaveTextContent('ravi@example.com');
    expect(row).toHaveTextContent('+91 98765 43210');
    expect(row).toHaveTextContent('2 requests, 1 message');
    expect(row).toHaveTextContent('payment pending · batch 3');
    expect(within(people).getByRole('row', { name: /Meera Iyer/ })).toHaveTextContent('1 message');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches and filters on submit, and exports the same filter', async () => {
    const api = stubApi({
      ...inbox,
      'GET /api/admin/people?q=98765&type=enrollment&status=contacted': () =>
        jsonResponse({ people: [ravi], nextCursor: null }),
    });
    const user = renderAdmin();
    await screen.findByRole('table');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/people/export.csv',
    );

    await user.type(screen.getByLabelText('Search'), '98765');
    await user.selectOptions(screen.getByLabelText('Type'), 'enrollment');
    await user.selectOptions(screen.getByLabelText('Pipeline status'), 'contacted');
    // Nothing is asked before the search is submitted.
    expect(api.bodiesOf('GET /api/admin/people?q=98765&type=enrollment&status=contacted')).toEqual(
      [],
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(screen.queryByRole('row', { name: /Meera/ })).toBeNull());
    expect(screen.getByRole('row', { name: /Ravi Kumar/ })).toBeInTheDocument();
    expect(
      api.bodiesOf('GET /api/admin/people?q=98765&type=enrollment&status=contacted'),
    ).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/people/export.csv?q=98765&type=enrollment&status=contacted',
    );
  });

  it('says so when no one matches', async () => {
    stubApi({
      ...inbox,
      'GET /api/admin/people?q=nobody': () => jsonResponse({ people: [], nextCursor: null }),
    });
    const user = renderAdmin();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Search'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No one matches this search.')).toBeInTheDocument();
  });

  it('loads the next page with the cursor of the last one', async () => {
    const api = stubApi({
      ...inbox,
      'GET /api/admin/people': () => jsonResponse({ people: [ravi], nextCursor: 'page-2' }),
      'GET /api/admin/people?cursor=page-2': () =>
        jsonResponse({ people: [meera], nextCursor: null }),
    });
    const user = renderAdmin();
    await screen.findByRole('row', { name: /Ravi Kumar/ });
    expect(screen.queryByRole('row', { name: /Meera/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('row', { name: /Meera Iyer/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Ravi Kumar/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.bodiesOf('GET /api/admin/people?cursor=page-2')).toHaveLength(1);
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
    // The people load on their own all the same.
    expect(screen.getByRole('row', { name: /Ravi Kumar/ })).toBeInTheDocument();
  });
});
