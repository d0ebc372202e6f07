import { messages } from '@launchpad/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { deferredResponse, stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes } from '../../testing/render.tsx';
import type { EnrollmentPrefill } from './enrollment-form.tsx';
import { useEnrollmentDialog } from './use-enrollment-dialog.tsx';

const ENROLL = 'POST /api/enrollments';

function Page({ prefill }: { prefill?: EnrollmentPrefill }) {
  const enrollment = useEnrollmentDialog(prefill);
  return (
    <>
      <a {...enrollment.triggerProps}>Enroll Now</a>
      {enrollment.dialog}
    </>
  );
}

function renderPage(prefill?: EnrollmentPrefill) {
  renderRoutes([{ path: '/', element: <Page prefill={prefill} /> }], {
    initialEntry: '/',
    session: null,
  });
  return userEvent.setup();
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('link', { name: 'Enroll Now' }));
  return screen.findByRole('dialog', { name: 'Begin Your Enrollment' });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Asha');
  await user.type(screen.getByLabelText('Last Name'), 'Verma');
  await user.type(screen.getByLabelText('Email'), 'Asha@Example.com');
  await user.type(screen.getByLabelText('Designation'), 'Student');
  await user.type(screen.getByLabelText('Phone Number'), '+91 98765 43210');
  await user.type(screen.getByLabelText('Referral Code (optional)'), 'RFASX1');
}

afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('enrollment dialog', () => {
  it('opens labelled and described, focuses First Name, and Escape returns focus', async () => {
    const user = renderPage();

    const dialog = await openDialog(user);

    expect(dialog).toHaveAccessibleDescription(
      /reach out to you with the curriculum, schedule and payment process/,
    );
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(screen.getByLabelText('Designation')).toHaveAttribute(
      'placeholder',
      'Working Professional/Student',
    );

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveFocus();
  });

  it('shows what is wrong on submit and sends nothing', async () => {
    const api = stubApi({});
    const user = renderPage();
    await openDialog(user);

    // Blank names pass the browser's `required` but not the contract.
    await user.type(screen.getByLabelText('First Name'), '  ');
    await user.type(screen.getByLabelText('Last Name'), '  ');
    await user.type(screen.getByLabelText('Email'), 'asha@example');
    await user.type(screen.getByLabelText('Phone Number'), 'call me');
    expect(screen.queryByText(messages.firstNameRequired)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const firstName = screen.getByLabelText('First Name');
    expect(firstName).toHaveAccessibleDescription(messages.firstNameRequired);
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveFocus();
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription(
      messages.lastNameRequired,
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.invalidEmail);
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(
      messages.invalidPhone,
    );
    expect(screen.getByLabelText('Designation')).not.toHaveAttribute('aria-invalid');
    expect(api.bodiesOf(ENROLL)).toEqual([]);
  });

  it('sends the request, says Submitting..., then toasts, closes and clears the form', async () => {
    const response = deferredResponse();
    const api = stubApi({ [ENROLL]: () => response.promise });
    const user = renderPage();
    await openDialog(user);
    await fillValid(user);

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(api.bodiesOf(ENROLL)).toEqual([
      {
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'asha@example.com',
        designation: 'Student',
        phoneNumber: '+91 98765 43210',
        referralCode: 'RFASX1',
        course: 'Frontend Launchpad',
        website: '',
      },
    ]);

    response.resolve(jsonResponse({ message: 'ok' }, 201));

    expect(await screen.findByText(messages.enrollmentSubmittedTitle)).toBeInTheDocument();
    expect(screen.getByText(messages.enrollmentSubmittedText)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveFocus();

    const dialog = await openDialog(user);
    for (const field of within(dialog).getAllByRole('textbox')) expect(field).toHaveValue('');
  });

  it('on failure toasts the error and stays open with the values', async () => {
    stubApi({ [ENROLL]: () => jsonResponse({ message: 'Server down' }, 503) });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderPage();
    const dialog = await openDialog(user);
    await fillValid(user);

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(messages.enrollmentFailedText)).toBeInTheDocument();
    expect(screen.getByText(messages.enrollmentFailedTitle)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Enrollment request failed:', expect.anything());
    expect(dialog).toBeVisible();
    expect(screen.getByLabelText('First Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Email')).toHaveValue('Asha@Example.com');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('shows the field problems the server found', async () => {
    stubApi({
      [ENROLL]: () =>
        jsonResponse(
          { message: 'Invalid input', fieldErrors: { referralCode: ['Unknown referral code'] } },
          400,
        ),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderPage();
    await openDialog(user);
    await fillValid(user);

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Referral Code (optional)')).toHaveAccessibleDescription(
        'Unknown referral code',
      ),
    );
    expect(screen.getByText(messages.enrollmentFailedText)).toBeInTheDocument();
  });

  it('starts from what the page knows about the learner', async () => {
    const user = renderPage({
      firstName: 'Asha',
      lastName: 'Devi Verma',
      email: 'asha@example.com',
    });

    await openDialog(user);

    expect(screen.getByLabelText('First Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Devi Verma');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Designation')).toHaveValue('');
  });
});
