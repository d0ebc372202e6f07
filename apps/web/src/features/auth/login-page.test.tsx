import { messages } from '@launchpad/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { jsonResponse, testUser } from '../../testing/render.tsx';
import { GOOGLE_IDENTITY_SCRIPT, type GoogleAccountsId } from './google-identity.ts';
import { PRACTICE_INVITATION } from './login-page.tsx';
import { renderLoginPage, stubApi } from './testing.tsx';

const fromProfile = { from: { pathname: '/profile', search: '?tab=solved', hash: '' } };

afterEach(() => {
  toast.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function tab(name: string) {
  return screen.getByRole('tab', { name });
}

/** Queries inside the Log In panel: the Sign Up panel has a Password field too. */
function loginForm() {
  return within(screen.getByRole('tabpanel', { name: 'Log In' }));
}

describe('LoginPage after a login posted before the app ran (decision 0020)', () => {
  it('posts itself to /login with the anti-forgery token, and Log In works at once', () => {
    renderLoginPage();
    const form = loginForm().getByLabelText('Email').closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/login');
    expect(form.querySelector('input[type="hidden"][name="_xsrf"]')).toHaveValue(
      'token-from-the-page',
    );
    expect(loginForm().getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('shows the server’s reason and keeps the e-mail, never the password', () => {
    renderLoginPage({
      nativeFormState: {
        form: 'login',
        outcome: 'refused',
        values: { email: 'lata@example.com' },
        fieldErrors: {},
        formError: messages.invalidCredentials,
      },
    });
    expect(loginForm().getByRole('alert')).toHaveTextContent(messages.invalidCredentials);
    expect(loginForm().getByLabelText('Email')).toHaveValue('lata@example.com');
    expect(loginForm().getByLabelText('Password', { exact: true })).toHaveValue('');
  });
});

describe('LoginPage, reached from a challenge', () => {
  const fromChallenge = {
    from: { pathname: '/frontend-challenges/html/page-outline/102', search: '', hash: '' },
  };

  it('says why: the challenge waits behind a free account', () => {
    stubApi({});
    renderLoginPage({ state: fromChallenge });
    expect(screen.getByText(PRACTICE_INVITATION)).toBeVisible();
  });

  it('says nothing of it when the visitor came from another page', () => {
    stubApi({});
    renderLoginPage({ state: fromProfile });
    expect(screen.queryByText(PRACTICE_INVITATION)).not.toBeInTheDocument();
  });

  it('says nothing of it when the visitor came straight here', () => {
    stubApi({});
    renderLoginPage();
    expect(screen.queryByText(PRACTICE_INVITATION)).not.toBeInTheDocument();
  });
});

describe('LoginPage tabs', () => {
  it('shows the Log In tab first and switches to Sign Up on click', async () => {
    stubApi({});
    renderLoginPage();
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Log In | Frontend Launchpad');
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(tab('Log In')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Log In' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Sign Up' })).not.toBeInTheDocument();

    await user.click(tab('Sign Up'));

    expect(tab('Sign Up')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Log In')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Sign Up' });
    expect(within(panel).getByLabelText('Full Name')).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, Home and End, keeping one tab stop', async () => {
    stubApi({});
    renderLoginPage();
    const user = userEvent.setup();

    await user.click(tab('Log In'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Sign Up')).toHaveFocus();
    expect(tab('Sign Up')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Sign Up')).toHaveAttribute('tabindex', '0');
    expect(tab('Log In')).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowRight}');
    expect(tab('Log In')).toHaveFocus();
    expect(tab('Log In')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowLeft}');
    expect(tab('Sign Up')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Log In')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Sign Up')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
  });

  it('keeps what was typed in a form while the other tab is shown', async () => {
    stubApi({});
    renderLoginPage();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(tab('Sign Up'));
    await user.click(tab('Log In'));

    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });
});

describe('LoginPage for a logged-in visitor', () => {
  it('sends them to the dashboard', async () => {
    stubApi({});
    const { router } = renderLoginPage({ session: testUser });

    expect(await screen.findByText('Dashboard page for Asha Verma')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('Log In form', () => {
  it('has a required email field of type email and a required password field', () => {
    stubApi({});
    renderLoginPage();

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('autocomplete', 'email');
    const password = loginForm().getByLabelText('Password');
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows and hides the password', async () => {
    stubApi({});
    renderLoginPage();
    const user = userEvent.setup();
    const password = loginForm().getByLabelText('Password');

    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('logs in, puts the user in the session and returns to the page the guard remembered', async () => {
    const api = stubApi({
      'POST /api/auth/login': () => jsonResponse({ message: 'Welcome back!', user: testUser }),
    });
    const { router } = renderLoginPage({ state: fromProfile });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(loginForm().getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Profile page for Asha Verma')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe('?tab=solved');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.bodiesOf('POST /api/auth/login')).toEqual([
      { email: 'asha@example.com', password: 'secret123' },
    ]);
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
  });

  it('goes to the dashboard when the guard remembered nothing', async () => {
    stubApi({
      'POST /api/auth/login': () => jsonResponse({ message: 'Welcome back!', user: testUser }),
    });
    const { router } = renderLoginPage();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(loginForm().getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Dashboard page for Asha Verma')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('disables the button while logging in', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      'POST /api/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderLoginPage();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(loginForm().getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    act(() => answer(jsonResponse({ message: messages.invalidCredentials }, 401)));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it.each([
    [401, messages.invalidCredentials],
    [429, messages.tooManyLoginFailures],
  ])(
    'on a %i shows the server message inline only, with no toast, and stays',
    async (status, reason) => {
      stubApi({ 'POST /api/auth/login': () => jsonResponse({ message: reason }, status) });
      const { router } = renderLoginPage();
      const user = userEvent.setup();

      await user.type(screen.getByLabelText('Email'), 'asha@example.com');
      await user.type(loginForm().getByLabelText('Password'), 'wrong-one');
      await user.click(screen.getByRole('button', { name: 'Log In' }));

      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(reason));
      // The toast would have been raised in the same update as the inline message.
      expect(screen.queryByText(messages.loginFailed)).not.toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.getAllByText(reason)).toHaveLength(1);
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('shows a 400 field problem under its field and the reason inline, with no toast', async () => {
    stubApi({
      'POST /api/auth/login': () =>
        jsonResponse(
          {
            message: 'Please correct the highlighted fields.',
            fieldErrors: { email: [messages.invalidEmail] },
          },
          400,
        ),
    });
    renderLoginPage();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(loginForm().getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.invalidEmail),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.queryByText(messages.loginFailed)).not.toBeInTheDocument();
  });

  it.each([
    [
      'the server cannot be reached',
      () => Promise.reject(new TypeError('Failed to fetch')) as Promise<Response>,
    ],
    [
      'the server fails (500)',
      () => jsonResponse({ message: 'Something went wrong on our side (request abc)' }, 500),
    ],
    [
      'a proxy answers 502 without an API body',
      () =>
        new Response('<h1>Bad gateway</h1>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
  ])('shows only the spec toast when %s', async (_situation, answer) => {
    stubApi({ 'POST /api/auth/login': answer });
    const { router } = renderLoginPage();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(loginForm().getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('status')).toHaveTextContent(messages.loginFailed);
    expect(loginForm().getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getAllByText(messages.loginFailed)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login');
  });

  it("links to the 'Forgot password?' page", async () => {
    stubApi({});
    const { router } = renderLoginPage();
    const user = userEvent.setup();

    const link = loginForm().getByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/forgot-password');
    await user.click(link);

    expect(await screen.findByText('Forgot password page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});

describe('Continue with Google', () => {
  afterEach(() => {
    delete window.google;
    document.querySelectorAll(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`).forEach((s) => s.remove());
  });

  function googleScripts() {
    return document.querySelectorAll<HTMLScriptElement>(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`);
  }

  /** Answers the script tag the page added with a fake Google Identity Services. */
  async function loadFakeGoogle() {
    await waitFor(() => expect(googleScripts()).toHaveLength(1));
    const accountsId = {
      initialize: vi.fn<GoogleAccountsId['initialize']>(),
      renderButton: vi.fn<GoogleAccountsId['renderButton']>((parent) => {
        parent.append(Object.assign(document.createElement('div'), { textContent: 'Google' }));
      }),
    };
    window.google = { accounts: { id: accountsId } };
    act(() => {
      googleScripts()[0]?.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(accountsId.renderButton).toHaveBeenCalled());
    const options = accountsId.initialize.mock.lastCall?.[0];
    if (!options) throw new Error('google.accounts.id.initialize was not called');
    return { accountsId, options };
  }

  it('is absent, and Google is never contacted, when the server has no client id', async () => {
    const api = stubApi({});
    renderLoginPage();

    await waitFor(() => expect(api.bodiesOf('GET /api/auth/config')).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByText('Continue with Google')).not.toBeInTheDocument();
    expect(googleScripts()).toHaveLength(0);
  });

  it('loads Google once, renders its button and logs in with the credential', async () => {
    const api = stubApi({
      'GET /api/auth/config': () => jsonResponse({ googleClientId: 'client-123' }),
      'POST /api/auth/google-auth': () =>
        jsonResponse({ message: messages.googleLoggedIn, user: testUser }),
    });
    // Google sign-in goes to the dashboard even when the guard remembered another page.
    const { router } = renderLoginPage({ state: fromProfile });

    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    const { accountsId, options } = await loadFakeGoogle();

    expect(options.client_id).toBe('client-123');
    expect(accountsId.initialize).toHaveBeenCalledTimes(1);
    expect(accountsId.renderButton.mock.lastCall?.[1]).toMatchObject({ text: 'continue_with' });
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();

    act(() => options.callback({ credential: 'google-id-token' }));

    expect(await screen.findByText('Dashboard page for Asha Verma')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText(messages.googleLoggedIn)).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/google-auth')).toEqual([{ tokenId: 'google-id-token' }]);
  });

  it('shows the failure toast when the server refuses the Google token', async () => {
    stubApi({
      'GET /api/auth/config': () => jsonResponse({ googleClientId: 'client-123' }),
      'POST /api/auth/google-auth': () =>
        jsonResponse({ message: messages.googleTokenRejected }, 401),
    });
    const { router } = renderLoginPage();
    const { options } = await loadFakeGoogle();

    act(() => options.callback({ credential: 'forged' }));

    expect(await screen.findByText(messages.googleSignInFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says so when Google cannot be loaded', async () => {
    stubApi({ 'GET /api/auth/config': () => jsonResponse({ googleClientId: 'client-123' }) });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLoginPage();

    await waitFor(() => expect(googleScripts()).toHaveLength(1));
    act(() => {
      googleScripts()[0]?.dispatchEvent(new Event('error'));
    });

    expect(await screen.findByText(/Google sign-in could not be loaded/)).toBeInTheDocument();
    expect(googleScripts()).toHaveLength(0);
    expect(consoleError).toHaveBeenCalled();
  });
});
