import type { NativeFormState } from '@launchpad/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes } from '../../testing/render.tsx';
import { EnrollPage } from './enroll-page.tsx';

function renderEnroll(nativeFormState: NativeFormState | null = null) {
  renderRoutes(
    [
      { path: '/enroll', element: <EnrollPage /> },
      { path: '/frontend-launchpad', element: <p>Program page</p> },
    ],
    { initialEntry: '/enroll', session: null, nativeFormState },
  );
  return userEvent.setup();
}

afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

describe('EnrollPage', () => {
  it('is a form that posts to /enroll by itself, with the anti-forgery token', () => {
    renderEnroll();
    expect(screen.getByRole('heading', { level: 1, name: 'Begin Your Enrollment' })).toBeVisible();
    const form = screen.getByLabelText('First Name').closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/enroll');
    expect(form.querySelector('input[type="hidden"][name="_xsrf"]')).toHaveValue(
      'token-from-the-page',
    );
  });

  it('shows what the server refused: every value kept, each problem beside its field', () => {
    renderEnroll({
      form: 'enrollment',
      outcome: 'invalid',
      values: { firstName: '', lastName: 'Iyer', email: 'not-an-email', phoneNumber: 'call me' },
      fieldErrors: {
        firstName: ['First Name is required'],
        email: ['Please enter a valid email address'],
        phoneNumber: ['Please enter a valid phone number'],
      },
    });
    expect(screen.getByLabelText('Last Name')).toHaveValue('Iyer');
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription(
      'First Name is required',
    );
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a natively sent request was submitted, with the way back to the program', async () => {
    const user = renderEnroll({ form: 'enrollment', outcome: 'sent', values: {}, fieldErrors: {} });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent("Enrollment Submitted!We'll contact you shortly.");
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
    await user.click(within(status).getByRole('link', { name: /Back to the Frontend Launchpad/ }));
    expect(await screen.findByText('Program page')).toBeVisible();
  });

  it('says a repeated request was received before', () => {
    renderEnroll({ form: 'enrollment', outcome: 'repeat', values: {}, fieldErrors: {} });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Request already receivedWe already have your enrollment request from the last 30 days. Our team will contact you shortly.',
    );
  });

  it('ignores the state of another form', () => {
    renderEnroll({ form: 'contact', outcome: 'sent', values: {}, fieldErrors: {} });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('');
  });

  it('with scripts, sends JSON, shows the spec’s toast and then the same words on the page', async () => {
    stubApi({
      'POST /api/enrollments': () =>
        jsonResponse({ message: "Enrollment Submitted! We'll contact you shortly." }, 201),
    });
    const user = renderEnroll();
    await user.type(screen.getByLabelText('First Name'), 'Asha');
    await user.type(screen.getByLabelText('Last Name'), 'Verma');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const link = await screen.findByRole('link', { name: /Back to the Frontend Launchpad/ });
    expect(link.closest('[role="status"]')).toHaveTextContent(
      "Enrollment Submitted!We'll contact you shortly.",
    );
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
  });
});
