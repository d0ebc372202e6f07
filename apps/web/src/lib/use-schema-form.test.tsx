import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormAlert, TextField } from '../components/ui/form-field.tsx';
import { renderRoutes } from '../testing/render.tsx';
import { ApiError, NETWORK_ERROR_STATUS } from './api-client.ts';
import { toast } from './toast.ts';
import {
  useSchemaForm,
  type Failure,
  type FieldErrors,
  type FormSchema,
  type SchemaFormOptions,
} from './use-schema-form.ts';

interface Profile {
  name: string;
  socialLinks: { github: string };
  education: { instituteName: string }[];
}

const initialValues: Profile = {
  name: 'Asha',
  socialLinks: { github: '' },
  education: [{ instituteName: 'IIT' }, { instituteName: '' }],
};

/** Names need two characters; a GitHub link must start with https://. */
const profileSchema: FormSchema<Profile> = {
  safeParse(input) {
    const values = input as Profile;
    const issues: { path: PropertyKey[]; message: string }[] = [];
    if (values.name.trim().length < 2) issues.push({ path: ['name'], message: 'Name too short' });
    if (values.socialLinks.github && !values.socialLinks.github.startsWith('https://')) {
      issues.push({ path: ['socialLinks', 'github'], message: 'Not a link' });
    }
    return issues.length === 0
      ? { success: true, data: values }
      : { success: false, error: { issues } };
  },
};

type Options = Partial<SchemaFormOptions<Profile, Profile, string>> & {
  submit: SchemaFormOptions<Profile, Profile, string>['submit'];
};

function ProfileForm(options: Options) {
  const form = useSchemaForm({ schema: profileSchema, initialValues, ...options });
  return (
    <form onSubmit={form.handleSubmit} aria-label="Profile">
      <TextField label="Name" {...form.field('name')} />
      <TextField label="GitHub" {...form.field('socialLinks.github')} />
      {form.values.education.map((_row, index) => (
        <TextField
          key={index}
          label={`Institute ${index + 1}`}
          {...form.field(`education.${index}.instituteName`)}
        />
      ))}
      <FormAlert message={form.alert} />
      <button type="submit" disabled={form.pending}>
        {form.pending ? 'Sending...' : 'Send'}
      </button>
    </form>
  );
}

function renderForm(options: Options) {
  renderRoutes([{ path: '/', element: <ProfileForm {...options} /> }], {
    initialEntry: '/',
    session: null,
  });
  return userEvent.setup();
}

const field = (label: string) => screen.getByLabelText(label);
const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Send' }));

const refusal = (fieldErrors: Record<string, string[]>, message = 'Please correct the fields.') =>
  new ApiError(400, message, fieldErrors);

afterEach(() => {
  act(() => toast.remove());
});

describe('useSchemaForm', () => {
  it('judges the values on submit only, sends nothing while they fail, and focuses the first', async () => {
    const submit = vi.fn(async () => 'ok');
    const user = renderForm({ submit });

    await user.clear(field('Name'));
    await user.type(field('Name'), 'A');
    await user.type(field('GitHub'), 'github.com/asha');
    expect(field('Name')).not.toHaveAttribute('aria-invalid');

    await send(user);

    expect(field('Name')).toHaveAccessibleDescription('Name too short');
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('GitHub')).toHaveAccessibleDescription('Not a link');
    expect(field('Name')).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();

    // Without forgetErrorsOnChange a problem stays until the next submit judges the value again.
    await user.type(field('Name'), 'sha');
    expect(field('Name')).toHaveAccessibleDescription('Name too short');
    await user.clear(field('GitHub'));
    await send(user);
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('sends what the schema made of the values, with the values themselves', async () => {
    const submit = vi.fn(async () => 'ok');
    const user = renderForm({ submit });

    await user.type(field('Institute 2'), 'MIT');
    await send(user);

    const sent = {
      ...initialValues,
      education: [{ instituteName: 'IIT' }, { instituteName: 'MIT' }],
    };
    await waitFor(() => expect(submit).toHaveBeenCalledWith(sent, sent));
  });

  it("shows the server's nested field problems beside their fields and focuses the first", async () => {
    const user = renderForm({
      submit: () =>
        Promise.reject(
          refusal({
            'socialLinks.github': ['Please enter a valid link'],
            'education.1.instituteName': ['Institute name is too long', 'Not allowed'],
          }),
        ),
      onError: (error) => ({ fieldErrors: (error as ApiError).fieldErrors }),
    });

    await send(user);

    await waitFor(() =>
      expect(field('GitHub')).toHaveAccessibleDescription('Please enter a valid link'),
    );
    expect(field('GitHub')).toHaveAttribute('aria-invalid', 'true');
    expect(field('GitHub')).toHaveFocus();
    expect(field('Institute 2')).toHaveAccessibleDescription(
      'Institute name is too long Not allowed',
    );
    expect(field('Institute 1')).not.toHaveAttribute('aria-invalid');
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('forgets the problems of a value once it changes, when asked to, and only those', async () => {
    const user = renderForm({
      submit: () =>
        Promise.reject(
          refusal({
            'education.1.instituteName': ['Too long'],
            'socialLinks.github': ['Bad link'],
          }),
        ),
      onError: (error) => ({ fieldErrors: (error as ApiError).fieldErrors }),
      forgetErrorsOnChange: true,
    });

    await send(user);
    await waitFor(() => expect(field('Institute 2')).toHaveAccessibleDescription('Too long'));

    await user.type(field('Institute 2'), 'x');
    expect(field('Institute 2')).not.toHaveAttribute('aria-invalid');
    expect(field('Institute 2')).not.toHaveAccessibleDescription();
    expect(field('GitHub')).toHaveAccessibleDescription('Bad link');
  });

  it('is pending while the call runs, ignores another submit meanwhile, and resets on success', async () => {
    let answer: (value: string) => void = () => {};
    const submit = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const onSuccess = vi.fn((_result: string, form: { reset: () => void }) => form.reset());
    const user = renderForm({ submit, onSuccess });

    await user.clear(field('Name'));
    await user.type(field('Name'), 'Ravi');
    await send(user);

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    // The disabled button stops a click; a submit from elsewhere (a script) is ignored too.
    fireEvent.submit(screen.getByRole('form', { name: 'Profile' }));
    expect(submit).toHaveBeenCalledTimes(1);

    act(() => answer('saved'));

    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
    expect(onSuccess).toHaveBeenCalledWith('saved', expect.anything());
    expect(field('Name')).toHaveValue('Asha');
  });

  it('shows a failure toast alone when the form says so, and a titled one', async () => {
    let failure: Failure = { toast: 'Something went wrong during login. Please try again.' };
    const user = renderForm({
      submit: () => Promise.reject(new Error('offline')),
      onError: () => failure,
    });

    await send(user);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Something went wrong during login. Please try again.',
    );
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    act(() => toast.remove());
    failure = {
      toast: { title: 'Error', text: 'Failed to send message. Please try again later.' },
    };
    await send(user);

    const titled = await screen.findByRole('status');
    expect(titled).toHaveTextContent('Error');
    expect(titled).toHaveTextContent('Failed to send message. Please try again later.');
  });

  it.each<[string, unknown, string]>([
    [
      'an unreachable server',
      new ApiError(NETWORK_ERROR_STATUS, 'Could not reach the server.', {}, false),
      'Something went wrong. Please try again.',
    ],
    [
      'a refusal about no field of the form',
      refusal({ token: ['Used'] }, 'Link used'),
      'Link used',
    ],
    [
      'a refusal without field problems',
      new ApiError(429, 'Too many requests'),
      'Too many requests',
    ],
  ])('by default shows a message on the form for %s, and no toast', async (_case, error, text) => {
    const user = renderForm({ submit: () => Promise.reject(error) });

    await send(user);

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('by default shows a problem with a field of the form by that field only', async () => {
    const user = renderForm({
      submit: () => Promise.reject(refusal({ 'socialLinks.github': ['Bad link'] })),
    });

    await send(user);

    await waitFor(() => expect(field('GitHub')).toHaveAccessibleDescription('Bad link'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('lets the form decide what refused values show (a toast instead of field problems)', async () => {
    const onInvalid = vi.fn((_errors: FieldErrors): Failure => ({
      toast: 'Please fill in all fields',
    }));
    const user = renderForm({ submit: vi.fn(async () => 'ok'), onInvalid });

    await user.clear(field('Name'));
    await send(user);

    expect(await screen.findByRole('status')).toHaveTextContent('Please fill in all fields');
    expect(onInvalid).toHaveBeenCalledWith({ name: ['Name too short'] });
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
  });
});
