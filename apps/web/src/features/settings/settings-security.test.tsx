import { messages, type AccountSession, type User } from '@launchpad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { accountSessionsQuery } from './api/sessions.ts';
import { SettingsPage } from './settings-page.tsx';

const SESSIONS = 'GET /api/account/sessions';
const CHANGE_PASSWORD = 'POST /api/account/password';
const DELETE_ACCOUNT = 'DELETE /api/account';

type Handler = Parameters<typeof stubApi>[0][string];

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const thisDevice: AccountSession = {
  id: 'this-one',
  device: 'Chrome on Linux',
  createdAt: minutesAgo(60),
  lastSeenAt: minutesAgo(0),
  current: true,
};
const phone: AccountSession = {
  id: 'phone-1',
  device: 'Safari on iOS',
  createdAt: minutesAgo(600),
  lastSeenAt: minutesAgo(5),
  current: false,
};
const laptop: AccountSession = {
  id: 'laptop-2',
  device: 'Firefox on Windows',
  createdAt: minutesAgo(3000),
  lastSeenAt: minutesAgo(2 * 24 * 60),
  current: false,
};

afterEach(() => {
  toast.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Answers GET /api/account/sessions with each list in turn (the last one from then on). */
function sessionLists(...lists: AccountSession[][]): Handler {
  let call = 0;
  return () => jsonResponse({ sessions: lists[Math.min(call++, lists.length - 1)] });
}

function renderSecurity(handlers: Record<string, Handler> = {}, user: User = testUser) {
  const api = stubApi({ [SESSIONS]: sessionLists([thisDevice]), ...handlers });
  const rendered = renderRoutes(
    [
      { path: '/settings', Component: SettingsPage },
      { path: '/profile', element: <p>Profile page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntry: '/settings?tab=security', session: user },
  );
  return { api, ...rendered };
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

async function deviceRow(device: string) {
  const list = await screen.findByRole('list', { name: 'Signed-in devices' });
  const row = within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(device));
  if (!row) throw new Error(`no row for ${device}`);
  return within(row);
}

describe('settings tabs', () => {
  it('shows Profile first and switches to Security and back, by click and arrow keys', async () => {
    const api = stubApi({ [SESSIONS]: sessionLists([thisDevice]) });
    const { router } = renderRoutes(
      [
        { path: '/settings', Component: SettingsPage },
        { path: '/profile', element: <p>Profile page</p> },
      ],
      { initialEntry: '/settings', session: testUser },
    );
    const user = userEvent.setup();

    expect(screen.getByRole('tablist', { name: 'Settings sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Security', selected: false })).toBeInTheDocument();
    // Security's calls wait until someone opens it.
    expect(api.bodiesOf(SESSIONS)).toEqual([]);
    await user.type(screen.getByLabelText('Location'), 'Pune');

    await user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(screen.getByRole('tab', { name: 'Security', selected: true })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=security');
    const panel = within(screen.getByRole('tabpanel', { name: 'Security' }));
    for (const name of [
      'Change password',
      'Active sessions',
      'Download my data',
      'Delete my account',
    ]) {
      expect(panel.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(await screen.findByText('This device')).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toHaveFocus();
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Location')).toHaveValue('Pune');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Back to Profile' }));
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
  });
});

describe('Security: active sessions', () => {
  it('lists each device with when it was last active, marks this one, and offers Sign out for the others', async () => {
    renderSecurity({ [SESSIONS]: sessionLists([thisDevice, phone, laptop]) });

    const current = await deviceRow('Chrome on Linux');
    expect(current.getByText('This device')).toBeInTheDocument();
    expect(current.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    const phoneRow = await deviceRow('Safari on iOS');
    expect(phoneRow.getByText('5 minutes ago')).toHaveAttribute('datetime', phone.lastSeenAt);
    expect(phoneRow.getByText(/^Last active/)).toBeInTheDocument();
    expect(phoneRow.queryByText('This device')).not.toBeInTheDocument();
    expect(phoneRow.getByRole('button', { name: 'Sign out' })).toHaveAccessibleDescription(
      /Safari on iOS/,
    );
    expect((await deviceRow('Firefox on Windows')).getByText('2 days ago')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Sign out of all other devices' }),
    ).toBeInTheDocument();
  });

  it('signs one other device out, toasts the message and shows the list without it', async () => {
    const api = stubApi({
      [SESSIONS]: sessionLists([thisDevice, phone, laptop], [thisDevice, laptop]),
      'DELETE /api/account/sessions/phone-1': () =>
        jsonResponse({ message: messages.sessionEnded }),
    });
    renderRoutes([{ path: '/settings', Component: SettingsPage }], {
      initialEntry: '/settings?tab=security',
      session: testUser,
    });
    const user = userEvent.setup();

    await user.click((await deviceRow('Safari on iOS')).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText(messages.sessionEnded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(screen.getByText('Firefox on Windows')).toBeInTheDocument();
    expect(api.bodiesOf('DELETE /api/account/sessions/phone-1')).toEqual([undefined]);
  });

  it('says a session had ended already and refreshes the list', async () => {
    renderSecurity({
      [SESSIONS]: sessionLists([thisDevice, phone], [thisDevice]),
      'DELETE /api/account/sessions/phone-1': () =>
        jsonResponse({ message: messages.sessionNotFound }, 404),
    });
    const user = userEvent.setup();

    await user.click((await deviceRow('Safari on iOS')).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText(messages.sessionNotFound)).toBeInTheDocument();
    expect(await screen.findByText('No other device is signed in.')).toBeInTheDocument();
  });

  it('signs out every other device at once', async () => {
    const { api } = renderSecurity({
      [SESSIONS]: sessionLists([thisDevice, phone, laptop], [thisDevice]),
      'DELETE /api/account/sessions': () => jsonResponse({ message: messages.otherSessionsEnded }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));

    expect(await screen.findByText(messages.otherSessionsEnded)).toBeInTheDocument();
    expect(await screen.findByText('No other device is signed in.')).toBeInTheDocument();
    expect(screen.getByText('Chrome on Linux')).toBeInTheDocument();
    expect(api.bodiesOf('DELETE /api/account/sessions')).toHaveLength(1);
  });

  it('says when the list cannot be loaded and tries again', async () => {
    renderSecurity({
      [SESSIONS]: (() => {
        let call = 0;
        return () =>
          call++ === 0
            ? jsonResponse({ message: 'Something went wrong on our side' }, 500)
            : jsonResponse({ sessions: [thisDevice] });
      })(),
    });
    const user = userEvent.setup();

    const message = await screen.findByText('Your devices could not be loaded.');
    const alert = message.closest('[role=alert]') as HTMLElement;
    expect(alert).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This device')).toBeInTheDocument();
  });
});

describe('Security: change password', () => {
  async function fill(user: UserEvent, current: string, next: string, confirm: string) {
    const form = section('Change password');
    await user.type(form.getByLabelText('Current password'), current);
    await user.type(form.getByLabelText('New password'), next);
    await user.type(form.getByLabelText('Confirm new password'), confirm);
    await user.click(form.getByRole('button', { name: 'Change password' }));
  }

  it('checks the confirmation in the browser and sends nothing when it differs', async () => {
    const { api } = renderSecurity();
    const user = userEvent.setup();

    await fill(user, 'old secret', 'new secret 1', 'new secret 2');

    const confirm = section('Change password').getByLabelText('Confirm new password');
    expect(confirm).toHaveAccessibleDescription(messages.passwordMismatch);
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesOf(CHANGE_PASSWORD)).toEqual([]);
  });

  it('says a new password is too short while typing', async () => {
    renderSecurity();
    const user = userEvent.setup();
    const next = section('Change password').getByLabelText('New password');

    await user.type(next, 'abc');
    expect(next).toHaveAccessibleDescription(messages.passwordTooShort);
    await user.type(next, 'def');
    expect(next).not.toHaveAccessibleDescription(messages.passwordTooShort);
  });

  it('changes the password, toasts the message, clears the form and reloads the devices', async () => {
    const { api } = renderSecurity({
      [SESSIONS]: sessionLists([thisDevice, phone], [thisDevice]),
      [CHANGE_PASSWORD]: () => jsonResponse({ message: messages.passwordChanged }),
    });
    const user = userEvent.setup();
    await deviceRow('Safari on iOS');

    await fill(user, 'old secret', 'new secret 1', 'new secret 1');

    expect(await screen.findByText(messages.passwordChanged)).toBeInTheDocument();
    expect(api.bodiesOf(CHANGE_PASSWORD)).toEqual([
      { currentPassword: 'old secret', newPassword: 'new secret 1' },
    ]);
    const form = section('Change password');
    expect(form.getByLabelText('Current password')).toHaveValue('');
    expect(form.getByLabelText('New password')).toHaveValue('');
    expect(form.getByLabelText('Confirm new password')).toHaveValue('');
    // The server signed the other devices out; the list says so.
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
  });

  it('shows a wrong current password under its field, without a toast', async () => {
    renderSecurity({
      [CHANGE_PASSWORD]: () =>
        jsonResponse(
          {
            message: messages.wrongCurrentPassword,
            fieldErrors: { currentPassword: [messages.wrongCurrentPassword] },
          },
          400,
        ),
    });
    const user = userEvent.setup();

    await fill(user, 'not it', 'new secret 1', 'new secret 1');

    const current = section('Change password').getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription(messages.wrongCurrentPassword));
    expect(current).toHaveFocus();
    expect(screen.getAllByText(messages.wrongCurrentPassword)).toHaveLength(1);
  });

  it.each([
    [400, messages.noPasswordYet],
    [429, messages.tooManyRequests],
  ])('shows a %i without field errors inline', async (status, message) => {
    renderSecurity({ [CHANGE_PASSWORD]: () => jsonResponse({ message }, status) });
    const user = userEvent.setup();

    await fill(user, 'old secret', 'new secret 1', 'new secret 1');

    await waitFor(() =>
      expect(section('Change password').getByRole('alert')).toHaveTextContent(message),
    );
  });
});

describe('Security: download my data', () => {
  it('is a download link to the export', () => {
    renderSecurity();

    const link = section('Download my data').getByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', '/api/account/export');
    expect(link).toHaveAttribute('download');
  });
});

describe('Security: delete my account', () => {
  const confirmField = () =>
    section('Delete my account').getByLabelText(
      'To confirm, type your e-mail address (asha@example.com)',
    );
  const deleteButton = () =>
    section('Delete my account').getByRole('button', { name: 'Delete my account' });

  it('says what is removed and what stays, and enables the button only for the exact address', async () => {
    renderSecurity();
    const user = userEvent.setup();
    const text = screen.getByRole('region', { name: 'Delete my account' }).textContent ?? '';

    for (const removed of ['profile', 'sessions', 'progress', 'submissions', 'uploaded']) {
      expect(text).toContain(removed);
    }
    expect(text).toContain('Enrollment requests and messages you sent to the team stay');
    expect(deleteButton()).toBeDisabled();
    await user.type(confirmField(), 'asha@example.co');
    expect(deleteButton()).toBeDisabled();
    await user.type(confirmField(), 'm');
    expect(deleteButton()).toBeEnabled();
    await user.clear(confirmField());
    await user.type(confirmField(), ' ASHA@example.com ');
    expect(deleteButton()).toBeEnabled();
  });

  it('deletes the account, toasts the message, forgets the user and goes home', async () => {
    const { api, router, queryClient } = renderSecurity({
      [DELETE_ACCOUNT]: () => jsonResponse({ message: messages.accountDeleted }),
    });
    const user = userEvent.setup();

    await user.type(confirmField(), 'asha@example.com');
    await user.click(deleteButton());

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText(messages.accountDeleted)).toBeInTheDocument();
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(queryClient.getQueryData(accountSessionsQuery.queryKey)).toBeUndefined();
    expect(api.bodiesOf(DELETE_ACCOUNT)).toEqual([{ email: 'asha@example.com' }]);
    // Leaving a guarded page this way is not a "please log in" moment.
    expect(screen.queryByText(messages.loginRequired)).not.toBeInTheDocument();
  });

  it('shows the server refusal under the field and stays', async () => {
    const { router } = renderSecurity({
      [DELETE_ACCOUNT]: () =>
        jsonResponse(
          {
            message: messages.deleteConfirmMismatch,
            fieldErrors: { email: [messages.deleteConfirmMismatch] },
          },
          400,
        ),
    });
    const user = userEvent.setup();

    await user.type(confirmField(), 'asha@example.com');
    await user.click(deleteButton());

    await waitFor(() =>
      expect(confirmField()).toHaveAccessibleDescription(messages.deleteConfirmMismatch),
    );
    expect(router.state.location.pathname).toBe('/settings');
  });
});
