import { messages, type NativeFormState } from '@launchpad/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { deferredResponse, stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes } from '../../testing/render.tsx';
import { ContactPage } from './contact-page.tsx';

const SEND = 'POST /api/contact-messages';

function renderPage() {
  renderRoutes([{ path: '/contact', element: <ContactPage /> }], {
    initialEntry: '/contact',
    session: null,
  });
  return userEvent.setup();
}

const field = (label: string) => screen.getByLabelText(label);

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
}

const valid = {
  Name: 'Asha Verma',
  Email: 'asha@example.com',
  Subject: 'Batch timings',
  Message: 'When does the next evening batch start?',
};

afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ContactPage', () => {
  it('shows the heading, the form with its subtext and the contact information', () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contact Us' })).toBeInTheDocument();
    expect(
      screen.getByText("Fill out this form and we'll respond within 24 hours."),
    ).toBeInTheDocument();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(field(label)).toBeRequired();
    }
    expect(field('Message')).toHaveClass('min-h-[120px]');
    expect(screen.getByRole('heading', { name: 'Contact Information' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@frontendlaunchpad.in' })).toHaveAttribute(
      'href',
      'mailto:hello@frontendlaunchpad.in',
    );
    expect(screen.getByRole('link', { name: 'support@frontendlaunchpad.in' })).toBeInTheDocument();
    for (const name of [/LinkedIn/, /YouTube/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('validates on submit only, with the four messages of the spec', async () => {
    const api = stubApi({});
    const user = renderPage();

    await fill(user, { Name: 'A', Email: 'asha@example', Subject: 'Hi', Message: 'Too short' });
    expect(screen.queryByText(messages.contactNameTooShort)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const expected = {
      Name: messages.contactNameTooShort,
      Email: messages.invalidEmail,
      Subject: messages.contactSubjectTooShort,
      Message: messages.contactMessageTooShort,
    };
    for (const [label, message] of Object.entries(expected)) {
      expect(field(label)).toHaveAccessibleDescription(message);
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field('Name')).toHaveFocus();
    expect(api.bodiesOf(SEND)).toEqual([]);

    // Fixing a field does not re-validate until the next submit.
    await user.type(field('Name'), 'sha');
    expect(field('Name')).toHaveAccessibleDescription(messages.contactNameTooShort);
  });

  it('says Sending... while sending, then toasts and resets the form', async () => {
    const response = deferredResponse();
    const api = stubApi({ [SEND]: () => response.promise });
    const user = renderPage();
    await fill(user, valid);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(api.bodiesOf(SEND)).toEqual([
      {
        name: 'Asha Verma',
        email: 'asha@example.com',
        subject: 'Batch timings',
        message: 'When does the next evening batch start?',
        website: '',
      },
    ]);

    response.resolve(jsonResponse({ message: 'ok' }, 201));

    expect(await screen.findByText(messages.contactSentTitle)).toBeInTheDocument();
    expect(screen.getByText(messages.contactSentText)).toBeInTheDocument();
    for (const label of Object.keys(valid)) expect(field(label)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('on failure shows the error toast, logs it and keeps the message', async () => {
    stubApi({ [SEND]: () => jsonResponse({ message: messages.tooManyRequests }, 429) });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderPage();
    await fill(user, valid);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(messages.contactFailedText)).toBeInTheDocument();
    expect(screen.getByText(messages.contactFailedTitle)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Contact message failed:', expect.anything());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled());
    expect(field('Message')).toHaveValue(valid.Message);
  });

  it('sets its own title', () => {
    renderPage();

    expect(document.title).toBe('Contact | Frontend Launchpad');
  });
});

describe('ContactPage after a native post (decision 0020)', () => {
  const renderWith = (nativeFormState: NativeFormState) =>
    renderRoutes([{ path: '/contact', element: <ContactPage /> }], {
      initialEntry: '/contact',
      session: null,
      nativeFormState,
    });

  it('says Message Sent! on the page, with an empty form', () => {
    renderWith({ form: 'contact', outcome: 'sent', values: {}, fieldErrors: {} });
    expect(screen.getByRole('status')).toHaveTextContent(
      "Message Sent!We'll get back to you as soon as possible.",
    );
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('keeps the values and says why a refused form was not sent', () => {
    renderWith({
      form: 'contact',
      outcome: 'refused',
      values: { name: 'Ravi', email: 'ravi@example.com', subject: 'Timings', message: 'Evenings?' },
      fieldErrors: {},
      formError: messages.formExpired,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.formExpired);
    expect(screen.getByLabelText('Message')).toHaveValue('Evenings?');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
