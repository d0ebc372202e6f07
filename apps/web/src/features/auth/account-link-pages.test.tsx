import { messages, type User } from '@launchpad/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { deferredResponse, stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

const RESET_REQUEST = 'POST /api/auth/password-reset/request';
const RESET_CONFIRM = 'POST /api/auth/password-reset/confirm';
const VERIFY = 'POST /api/auth/verify-email';
const RESEND = 'POST /api/auth/verify-email/resend';

const unverified: User = { ...testUser, emailVerified: false };

afterEach(() => {
  toast.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Dashboard() {
  const { user } = useSession();
  return <p>Dashboard for {user?.name ?? 'nobody'}</p>;
}

function renderAt(path: string, session: User | null = null) {
  return renderRoutes(
    [
      { path: '/forgot-password', Component: ForgotPasswordPage },
      { path: '/reset-password', Component: ResetPasswordPage },
      { path: '/verify-email', Component: VerifyEmailPage },
      { path: '/dashboard', Component: Dashboard },
      { path: '/login', element: <p>Login page</p> },
    ],
    { initialEntry: path, session },
  );
}

/** The page's own status line, not a toast: the one inside the page under its heading. */
function pageStatus() {
  const page = screen.getByRole('heading', { level: 1 }).parentElement;
  if (!page) throw new Error('the heading has no parent');
  return within(page).getByRole('status');
}

describe('Forgot password page', () => {
  it('sends the e-mail address and shows the server answer in a status region', async () => {
    const api = stubApi({
      [RESET_REQUEST]: () => jsonResponse({ message: messages.resetRequested }, 202),
    });
    renderAt('/forgot-password');
    const user = userEvent.setup();

    expect(document.title).toBe('Forgot password | Frontend Launchpad');
    expect(pageStatus()).toBeEmptyDOMElement();
    await user.type(screen.getByLabelText('Email'), ' Asha@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    await waitFor(() => expect(pageStatus()).toHaveTextContent(messages.resetRequested));
    expect(api.bodiesOf(RESET_REQUEST)).toEqual([{ email: 'asha@example.com' }]);
    expect(screen.getByRole('link', { name: 'Back to Log In' })).toHaveAttribute('href', '/login');
  });

  it('checks the address before sending', async () => {
    const api = stubApi({});
    renderAt('/forgot-password');
    const user = userEvent.setup();

    // Shaped well enough for the browser's own check, not for the contract's.
    await user.type(screen.getByLabelText('Email'), 'asha@example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.invalidEmail);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(api.bodiesOf(RESET_REQUEST)).toEqual([]);
  });

  it('shows a server field error under the field and a 429 inline', async () => {
    let answer = jsonResponse(
      {
        message: 'Please correct the highlighted fields.',
        fieldErrors: { email: ['Bad address'] },
      },
      400,
    );
    stubApi({ [RESET_REQUEST]: () => answer });
    renderAt('/forgot-password');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Bad address'),
    );

    answer = jsonResponse({ message: messages.tooManyRequests }, 429);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(messages.tooManyRequests),
    );
    expect(pageStatus()).toBeEmptyDOMElement();
  });
});

describe('Reset password page', () => {
  it('has both password fields with their own show/hide toggles', async () => {
    stubApi({});
    renderAt('/reset-password?token=tok-1');
    const user = userEvent.setup();

    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
  });

  it("applies sign-up's rules while typing and sends nothing while they fail", async () => {
    const api = stubApi({});
    renderAt('/reset-password?token=tok-1');
    const user = userEvent.setup();
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm password');

    await user.type(password, 'abc');
    expect(password).toHaveAccessibleDescription(messages.passwordTooShort);
    await user.type(password, 'def');
    expect(password).not.toHaveAccessibleDescription(messages.passwordTooShort);
    await user.type(confirm, 'abcdeg');
    expect(confirm).toHaveAccessibleDescription(messages.passwordMismatch);

    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(confirm).toHaveAccessibleDescription(messages.passwordMismatch);
    expect(api.bodiesOf(RESET_CONFIRM)).toEqual([]);

    await user.clear(confirm);
    await user.type(confirm, 'abcdef');
    expect(confirm).not.toHaveAccessibleDescription(messages.passwordMismatch);
  });

  it('resets, toasts the server message, holds the returned user and goes to the dashboard', async () => {
    const api = stubApi({
      [RESET_CONFIRM]: () => jsonResponse({ message: messages.passwordResetDone, user: testUser }),
    });
    const { router, queryClient } = renderAt('/reset-password?token=tok-1');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('New password'), 'new secret 1');
    await user.type(screen.getByLabelText('Confirm password'), 'new secret 1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText('Dashboard for Asha Verma')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText(messages.passwordResetDone)).toBeInTheDocument();
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(testUser);
    expect(api.bodiesOf(RESET_CONFIRM)).toEqual([{ token: 'tok-1', password: 'new secret 1' }]);
  });

  it('says the link is invalid or expired, with a link to ask for a new one', async () => {
    stubApi({
      [RESET_CONFIRM]: () =>
        jsonResponse(
          {
            message: messages.invalidOrExpiredLink,
            fieldErrors: { token: [messages.invalidOrExpiredLink] },
          },
          400,
        ),
    });
    const { router } = renderAt('/reset-password?token=used');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('New password'), 'new secret 1');
    await user.type(screen.getByLabelText('Confirm password'), 'new secret 1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.invalidOrExpiredLink);
    expect(within(alert).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('says so at once, without a call, when the link has no token', () => {
    const api = stubApi({});
    renderAt('/reset-password');

    expect(screen.getByRole('alert')).toHaveTextContent(messages.invalidOrExpiredLink);
    expect(api.bodiesOf(RESET_CONFIRM)).toEqual([]);
  });

  it("shows the server's password problem under the field", async () => {
    stubApi({
      [RESET_CONFIRM]: () =>
        jsonResponse(
          {
            message: 'Please correct the highlighted fields.',
            fieldErrors: { password: ['Password must be at most 128 characters'] },
          },
          400,
        ),
    });
    renderAt('/reset-password?token=tok-1');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('New password'), 'new secret 1');
    await user.type(screen.getByLabelText('Confirm password'), 'new secret 1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        'Password must be at most 128 characters',
      ),
    );
  });
});

describe('Verify e-mail page', () => {
  it('posts the token once under StrictMode, says Verifying…, then verified, logged in', async () => {
    const answer = deferredResponse();
    const api = stubApi({ [VERIFY]: () => answer.promise });
    const { queryClient } = renderAt('/verify-email?token=once-only', null);

    expect(pageStatus()).toHaveTextContent('Verifying…');
    await waitFor(() => expect(api.bodiesOf(VERIFY)).toHaveLength(1));
    act(() => answer.resolve(jsonResponse({ message: messages.emailVerified, user: testUser })));

    await waitFor(() => expect(pageStatus()).toHaveTextContent(messages.emailVerified));
    expect(
      within(pageStatus()).getByRole('link', { name: 'Go to your dashboard' }),
    ).toHaveAttribute('href', '/dashboard');
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(testUser);
    expect(api.bodiesOf(VERIFY)).toEqual([{ token: 'once-only' }]);
  });

  it('shows the invalid-link message and, for a logged-in learner, a Resend button', async () => {
    const api = stubApi({
      [VERIFY]: () =>
        jsonResponse(
          {
            message: messages.invalidOrExpiredLink,
            fieldErrors: { token: [messages.invalidOrExpiredLink] },
          },
          400,
        ),
      [RESEND]: () => jsonResponse({ message: messages.verificationSent }),
    });
    renderAt('/verify-email?token=expired-1', unverified);
    const user = userEvent.setup();

    await waitFor(() => expect(pageStatus()).toHaveTextContent(messages.invalidOrExpiredLink));
    await user.click(screen.getByRole('button', { name: 'Resend' }));

    expect(await screen.findByText(messages.verificationSent)).toBeInTheDocument();
    expect(api.bodiesOf(RESEND)).toHaveLength(1);
  });

  it('shows the limit message when the resend is refused with a 429', async () => {
    stubApi({
      [VERIFY]: () => jsonResponse({ message: messages.invalidOrExpiredLink }, 400),
      [RESEND]: () => jsonResponse({ message: messages.tooManyRequests }, 429),
    });
    renderAt('/verify-email?token=expired-2', unverified);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Resend' }));

    expect(await screen.findByText(messages.tooManyRequests)).toBeInTheDocument();
  });

  it('asks an anonymous visitor to log in for a new link, with no Resend button', async () => {
    stubApi({ [VERIFY]: () => jsonResponse({ message: messages.invalidOrExpiredLink }, 400) });
    renderAt('/verify-email?token=expired-3', null);

    await waitFor(() => expect(pageStatus()).toHaveTextContent(messages.invalidOrExpiredLink));
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });

  it('says the link is invalid without a call when it has no token', () => {
    const api = stubApi({});
    renderAt('/verify-email', null);

    expect(pageStatus()).toHaveTextContent(messages.invalidOrExpiredLink);
    expect(api.bodiesOf(VERIFY)).toEqual([]);
  });
});
