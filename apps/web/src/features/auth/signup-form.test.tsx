import { messages } from '@launchpad/contract';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { jsonResponse, testUser } from '../../testing/render.tsx';
import { renderLoginPage, stubApi } from './testing.tsx';

const REGISTER = 'POST /api/auth/register';

afterEach(() => {
  toast.remove();
  vi.unstubAllGlobals();
});

function signupForm() {
  return within(screen.getByRole('tabpanel', { name: 'Sign Up' }));
}

function field(label: string) {
  return signupForm().getByLabelText(label);
}

/** Opens the Sign Up tab and fills the fields given; empty strings are left untouched. */
async function fillSignup(
  user: UserEvent,
  values: { fullName?: string; email?: string; password?: string; confirm?: string },
) {
  await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
  const entries: [string, string | undefined][] = [
    ['Full Name', values.fullName],
    ['Email Address', values.email],
    ['Password', values.password],
    ['Confirm Password', values.confirm],
  ];
  for (const [label, value] of entries) {
    if (value) await user.type(field(label), value);
  }
}

const complete = {
  fullName: 'Asha Verma',
  email: 'asha@example.com',
  password: 'secret123',
  confirm: 'secret123',
};

function submit(user: UserEvent) {
  return user.click(signupForm().getByRole('button', { name: 'Sign Up' }));
}

describe('Sign Up form', () => {
  it('labels every field and gives each an autocomplete hint', async () => {
    stubApi({});
    renderLoginPage();
    await fillSignup(userEvent.setup(), {});

    expect(field('Full Name')).toHaveAttribute('autocomplete', 'name');
    expect(field('Email Address')).toHaveAttribute('type', 'email');
    expect(field('Email Address')).toHaveAttribute('autocomplete', 'email');
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Confirm Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it.each([
    ['the full name', { ...complete, fullName: '' }],
    ['the email', { ...complete, email: '' }],
    ['the password', { ...complete, password: '' }],
    ['the confirmation', { ...complete, confirm: '' }],
  ])('without %s shows the fill-in toast and sends nothing', async (_missing, values) => {
    const api = stubApi({});
    renderLoginPage();
    const user = userEvent.setup();

    await fillSignup(user, values);
    await submit(user);

    expect(await screen.findByText(messages.fillAllFields)).toBeInTheDocument();
    expect(api.bodiesOf(REGISTER)).toEqual([]);
  });

  it('says inline, while typing, that the password is short, until it is long enough', async () => {
    stubApi({});
    renderLoginPage();
    const user = userEvent.setup();
    await fillSignup(user, {});
    const password = field('Password');

    expect(screen.queryByText(messages.passwordTooShort)).not.toBeInTheDocument();
    await user.type(password, 'abc');
    expect(password).toHaveAccessibleDescription(messages.passwordTooShort);
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.type(password, 'def');
    expect(password).not.toHaveAccessibleDescription(messages.passwordTooShort);
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('says inline under the confirmation when the passwords differ', async () => {
    stubApi({});
    renderLoginPage();
    const user = userEvent.setup();
    await fillSignup(user, { password: 'secret123', confirm: 'secret12' });

    expect(field('Confirm Password')).toHaveAccessibleDescription(messages.passwordMismatch);
    await user.type(field('Confirm Password'), '3');
    expect(field('Confirm Password')).not.toHaveAccessibleDescription(messages.passwordMismatch);
  });

  it('shows and hides each password on its own', async () => {
    stubApi({});
    renderLoginPage();
    const user = userEvent.setup();
    await fillSignup(user, {});

    await user.click(signupForm().getByRole('button', { name: 'Show confirm password' }));

    expect(field('Confirm Password')).toHaveAttribute('type', 'text');
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(signupForm().getByRole('button', { name: 'Hide confirm password' })).toBeVisible();
  });

  it('sends a short, mismatched password anyway and shows the server field errors', async () => {
    const api = stubApi({
      [REGISTER]: () =>
        jsonResponse(
          {
            message: 'Please correct the highlighted fields.',
            fieldErrors: {
              password: [messages.passwordTooShort],
              email: ['Please enter a valid email address'],
            },
          },
          400,
        ),
    });
    const { router } = renderLoginPage();
    const user = userEvent.setup();

    await fillSignup(user, { ...complete, email: 'asha@', password: 'abc', confirm: 'abd' });
    await submit(user);

    expect(
      await screen.findByText('Please correct the highlighted fields.', {
        selector: '[role=status]',
      }),
    ).toBeInTheDocument();
    expect(api.bodiesOf(REGISTER)).toEqual([
      { fullName: 'Asha Verma', email: 'asha@', password: 'abc' },
    ]);
    expect(field('Email Address')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    // The live hint and the server say the same thing; it is shown once.
    expect(signupForm().getAllByText(messages.passwordTooShort)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login');

    await user.type(field('Email Address'), 'example.com');
    expect(field('Email Address')).not.toHaveAccessibleDescription();
  });

  it('shows the server message of a refused sign-up, inline too', async () => {
    stubApi({ [REGISTER]: () => jsonResponse({ message: messages.emailTaken }, 409) });
    renderLoginPage();
    const user = userEvent.setup();

    await fillSignup(user, complete);
    await submit(user);

    expect(await screen.findByRole('status')).toHaveTextContent(messages.emailTaken);
    expect(signupForm().getByRole('alert')).toHaveTextContent(messages.emailTaken);
  });

  it("says 'Signup failed' for an error status without a message", async () => {
    stubApi({
      [REGISTER]: () =>
        new Response('<h1>Bad gateway</h1>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    });
    renderLoginPage();
    const user = userEvent.setup();

    await fillSignup(user, complete);
    await submit(user);

    expect(await screen.findByRole('status')).toHaveTextContent(messages.signupFailed);
  });

  it("says 'An error occurred' when the server cannot be reached", async () => {
    stubApi({ [REGISTER]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderLoginPage();
    const user = userEvent.setup();

    await fillSignup(user, complete);
    await submit(user);

    expect(await screen.findByRole('status')).toHaveTextContent(messages.errorOccurred);
  });

  it('signs up, shows the server message, and continues logged in to the remembered page', async () => {
    const api = stubApi({
      [REGISTER]: () => jsonResponse({ message: messages.registered, user: testUser }, 201),
    });
    const { router } = renderLoginPage({
      state: { from: { pathname: '/profile', search: '', hash: '' } },
    });
    const user = userEvent.setup();

    await fillSignup(user, complete);
    await submit(user);

    expect(await screen.findByText('Profile page for Asha Verma')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByRole('status')).toHaveTextContent(messages.registered);
    expect(api.bodiesOf(REGISTER)).toEqual([
      { fullName: 'Asha Verma', email: 'asha@example.com', password: 'secret123' },
    ]);
  });
});
