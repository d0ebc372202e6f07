import { messages, type User } from '@launchpad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { FIX_HIGHLIGHTED } from './settings-form.tsx';
import { SettingsPage } from './settings-page.tsx';

const SAVE = 'POST /api/user/editprofile';
const UPLOAD_IMAGE = 'POST /api/user/upload-image';
const UPLOAD_FILE = 'POST /api/user/upload-file';

type Handler = (body: unknown) => Response | Promise<Response>;

/** Stubs fetch with one handler per 'METHOD /path'; JSON bodies are parsed, FormData kept. */
function stubApi(handlers: Record<string, Handler>) {
  const calls: { route: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const route = `${init?.method ?? 'GET'} ${String(input)}`;
      const body: unknown =
        typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined);
      calls.push({ route, body });
      const handler = handlers[route];
      return handler ? handler(body) : jsonResponse({ message: `Unexpected ${route}` }, 500);
    }),
  );
  return {
    bodiesOf: (route: string) => calls.filter((call) => call.route === route).map((c) => c.body),
  };
}

function renderSettings(handlers: Record<string, Handler> = {}, user: User = testUser) {
  const api = stubApi(handlers);
  const { queryClient } = renderRoutes(
    [
      { path: '/settings', Component: SettingsPage },
      { path: '/profile', element: <p>Profile page</p> },
    ],
    { initialEntry: '/settings', session: user },
  );
  return { api, queryClient };
}

function row(name: string) {
  return within(screen.getByRole('group', { name }));
}

function saveButton() {
  return screen.getByRole('button', { name: 'Save Changes' });
}

async function replace(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

afterEach(() => {
  toast.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('settings page', () => {
  it('has the Profile tab, Back to Profile, Save Changes and a label on every field', () => {
    renderSettings();

    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(saveButton()).toBeEnabled();
    for (const label of [
      'Profile photo',
      'Name',
      'Username',
      'Email',
      'Website',
      'Location',
      'Date of Birth',
      'Bio',
      'GitHub',
      'LinkedIn',
      messages.showProfilePublicly,
      'Resume (PDF)',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Profile photo')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Resume (PDF)')).toHaveAttribute('accept', 'application/pdf');
    for (const label of ['Institute Name', 'Field of Study', 'Start Year', 'End Year']) {
      expect(row('Education 1').getByLabelText(label)).toBeInTheDocument();
    }
    for (const label of ['Position', 'Company', 'Duration', 'Skills']) {
      expect(row('Experience 1').getByLabelText(label)).toBeInTheDocument();
    }
  });

  it("saves 'Show my profile publicly', off until the learner ticks it", async () => {
    const { api } = renderSettings({
      [SAVE]: (body) =>
        jsonResponse({
          message: messages.profileSaved,
          user: { ...testUser, publicProfile: (body as { publicProfile: boolean }).publicProfile },
        }),
    });
    const user = userEvent.setup();
    const checkbox = screen.getByRole('checkbox', { name: messages.showProfilePublicly });
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAccessibleDescription(/\/u\/asha\. Your e-mail, date of birth/);

    await user.click(checkbox);
    await user.click(saveButton());

    expect(await screen.findByRole('status')).toHaveTextContent(messages.profileSaved);
    expect(api.bodiesOf(SAVE)).toMatchObject([{ publicProfile: true }]);
    expect(checkbox).toBeChecked();
  });

  it('shows the saved choice and turns it off again', async () => {
    const { api } = renderSettings(
      { [SAVE]: () => jsonResponse({ message: messages.profileSaved, user: testUser }) },
      { ...testUser, publicProfile: true },
    );
    const user = userEvent.setup();
    const checkbox = screen.getByRole('checkbox', { name: messages.showProfilePublicly });
    expect(checkbox).toBeChecked();

    await user.click(checkbox);
    await user.click(saveButton());

    expect(await screen.findByRole('status')).toHaveTextContent(messages.profileSaved);
    expect(api.bodiesOf(SAVE)).toMatchObject([{ publicProfile: false }]);
    expect(checkbox).not.toBeChecked();
  });

  it.each([
    [4, 'You can change your username 4 more times.'],
    [2, 'You can change your username 2 more times.'],
    [1, 'You can change your username 1 more time.'],
    [0, messages.userNameChangeLimit],
  ])('with %i user-name changes left the hint says %j', (changesLeft, hint) => {
    renderSettings({}, { ...testUser, userNameChangesLeft: changesLeft });

    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(hint);
  });

  it('counts the bio live against its 255 characters', async () => {
    const user = userEvent.setup();
    renderSettings();
    const bio = screen.getByLabelText('Bio');

    expect(bio).toHaveAccessibleDescription('You can write up to 255 characters. 0/255');
    await user.type(bio, 'Hello world!');

    expect(screen.getByTestId('bio-count')).toHaveTextContent('12/255');
    expect(bio).toHaveAttribute('maxlength', '255');
  });

  it('offers the years 1980 to 2030 and an empty choice for start and end', () => {
    renderSettings();

    for (const label of ['Start Year', 'End Year']) {
      const options = within(row('Education 1').getByLabelText(label)).getAllByRole('option');
      const years = options.slice(1).map((option) => Number(option.getAttribute('value')));
      expect(options[0]).toHaveValue('');
      expect(years).toHaveLength(51);
      expect(years[0]).toBe(1980);
      expect(years.at(-1)).toBe(2030);
      expect(years.every((year, index) => year === 1980 + index)).toBe(true);
    }
  });

  it.each([
    ['Education', 'Institute Name'],
    ['Experience', 'Position'],
  ])(
    '%s rows are added and removed, and removing the last one leaves it blank',
    async (rowName, label) => {
      const user = userEvent.setup();
      renderSettings();
      const rows = () => screen.getAllByRole('group', { name: new RegExp(`^${rowName} \\d+$`) });

      await user.type(row(`${rowName} 1`).getByLabelText(label), 'First');
      await user.click(screen.getByRole('button', { name: `Add ${rowName}` }));
      await user.type(row(`${rowName} 2`).getByLabelText(label), 'Second');
      expect(rows()).toHaveLength(2);

      await user.click(screen.getByRole('button', { name: `Remove ${rowName} 1` }));
      expect(rows()).toHaveLength(1);
      expect(row(`${rowName} 1`).getByLabelText(label)).toHaveValue('Second');
      expect(screen.getByRole('button', { name: `Add ${rowName}` })).toHaveFocus();

      await user.click(screen.getByRole('button', { name: `Remove ${rowName} 1` }));
      expect(rows()).toHaveLength(1);
      expect(row(`${rowName} 1`).getByLabelText(label)).toHaveValue('');
    },
  );

  it('saves the spec body with split skills, shows the server message and updates the session', async () => {
    const saved: User = {
      ...testUser,
      name: 'Asha V',
      userName: 'asha_v',
      website: 'https://asha.dev',
      socialLinks: { github: 'https://github.com/asha', linkedin: null, resume: null },
      education: [{ instituteName: 'IIT', fieldOfStudy: 'CS', startYear: 2018, endYear: 2022 }],
      experience: [
        {
          positionName: 'Intern',
          companyName: 'Acme',
          duration: '6 months',
          skills: ['React', 'TypeScript', 'CSS'],
          type: 'job',
        },
      ],
      userNameChangesLeft: 3,
    };
    const { api, queryClient } = renderSettings({
      [SAVE]: () => jsonResponse({ message: messages.profileSaved, user: saved }),
    });
    const user = userEvent.setup();

    await replace(user, screen.getByLabelText('Name'), 'Asha V');
    await replace(user, screen.getByLabelText('Username'), 'asha_v');
    await user.type(screen.getByLabelText('Website'), 'https://asha.dev');
    await user.type(screen.getByLabelText('GitHub'), 'https://github.com/asha');
    const education = row('Education 1');
    await user.type(education.getByLabelText('Institute Name'), 'IIT');
    await user.type(education.getByLabelText('Field of Study'), 'CS');
    await user.selectOptions(education.getByLabelText('Start Year'), '2018');
    await user.selectOptions(education.getByLabelText('End Year'), '2022');
    const experience = row('Experience 1');
    await user.type(experience.getByLabelText('Position'), 'Intern');
    await user.type(experience.getByLabelText('Company'), 'Acme');
    await user.type(experience.getByLabelText('Duration'), '6 months');
    await user.type(experience.getByLabelText('Skills'), ' React, , TypeScript ,CSS, ');
    await user.click(saveButton());

    expect(await screen.findByRole('status')).toHaveTextContent(messages.profileSaved);
    expect(api.bodiesOf(SAVE)).toEqual([
      {
        name: 'Asha V',
        userName: 'asha_v',
        email: 'asha@example.com',
        website: 'https://asha.dev',
        image: '',
        bio: '',
        location: '',
        dateOfBirth: '',
        socialLinks: { github: 'https://github.com/asha', linkedin: '', resume: '' },
        education: [{ instituteName: 'IIT', fieldOfStudy: 'CS', startYear: 2018, endYear: 2022 }],
        experience: [
          {
            positionName: 'Intern',
            companyName: 'Acme',
            duration: '6 months',
            skills: ['React', 'TypeScript', 'CSS'],
            type: 'job',
          },
        ],
        publicProfile: false,
      },
    ]);
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(saved);
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'You can change your username 3 more times.',
    );
    expect(row('Experience 1').getByLabelText('Skills')).toHaveValue('React, TypeScript, CSS');
  });

  it('on a refused save shows the failure toast and each field error next to its field', async () => {
    renderSettings({
      [SAVE]: () =>
        jsonResponse(
          {
            message: 'Please correct the highlighted fields.',
            fieldErrors: {
              'socialLinks.github': [messages.invalidLink],
              'education.0.endYear': ['The start year must not be after the end year'],
            },
          },
          400,
        ),
    });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('GitHub'), 'https://github.com/asha');
    await user.click(saveButton());

    expect(await screen.findByRole('status')).toHaveTextContent(messages.somethingWentWrong);
    const github = screen.getByLabelText('GitHub');
    expect(github).toHaveAccessibleDescription(messages.invalidLink);
    expect(github).toHaveAttribute('aria-invalid', 'true');
    expect(github).toHaveFocus();
    expect(row('Education 1').getByLabelText('End Year')).toHaveAccessibleDescription(
      'The start year must not be after the end year',
    );

    await user.type(github, '/');
    expect(github).not.toHaveAccessibleDescription(messages.invalidLink);
  });

  it('shows the server refusal of a fifth user-name change by the username', async () => {
    renderSettings(
      {
        [SAVE]: () =>
          jsonResponse(
            {
              message: messages.userNameChangeLimit,
              fieldErrors: { userName: [messages.userNameChangeLimit] },
            },
            400,
          ),
      },
      { ...testUser, userNameChangesLeft: 0 },
    );
    const user = userEvent.setup();

    await replace(user, screen.getByLabelText('Username'), 'asha_five');
    await user.click(saveButton());

    expect(await screen.findByRole('status')).toHaveTextContent(messages.somethingWentWrong);
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.userNameChangeLimit);
  });

  it('checks the shared rules before sending and sends nothing while a field is wrong', async () => {
    const { api } = renderSettings();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('LinkedIn'), 'javascript:alert(1)');
    const education = row('Education 1');
    await user.selectOptions(education.getByLabelText('Start Year'), '2020');
    await user.selectOptions(education.getByLabelText('End Year'), '2019');
    await user.click(saveButton());

    expect(await screen.findByRole('status')).toHaveTextContent(FIX_HIGHLIGHTED);
    expect(screen.getByLabelText('LinkedIn')).toHaveAccessibleDescription(messages.invalidLink);
    expect(screen.getByLabelText('LinkedIn')).toHaveFocus();
    expect(education.getByLabelText('End Year')).toHaveAccessibleDescription(
      'The start year must not be after the end year',
    );
    expect(api.bodiesOf(SAVE)).toEqual([]);
  });
});

describe('settings uploads', () => {
  const pdf = () => new File(['%PDF-1.4 …'], 'cv.pdf', { type: 'application/pdf' });

  it('refuses a file that is not a PDF without uploading it', async () => {
    const { api } = renderSettings();
    // The picker's accept list would filter the file out before the page could judge it.
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(
      screen.getByLabelText('Resume (PDF)'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );

    expect(screen.getByLabelText('Resume (PDF)')).toHaveAccessibleDescription(
      expect.stringContaining(messages.invalidPdf),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(messages.invalidPdf);
    expect(api.bodiesOf(UPLOAD_FILE)).toEqual([]);
  });

  it('shows the server refusal of a file that is not a PDF by its bytes, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = renderSettings({
      [UPLOAD_FILE]: () =>
        jsonResponse(
          { message: messages.invalidPdf, fieldErrors: { file: [messages.invalidPdf] } },
          415,
        ),
    });
    const user = userEvent.setup();

    await user.upload(screen.getByLabelText('Resume (PDF)'), pdf());

    await waitFor(() =>
      expect(screen.getByLabelText('Resume (PDF)')).toHaveAccessibleDescription(
        expect.stringContaining(messages.invalidPdf),
      ),
    );
    expect(logged).toHaveBeenCalledWith('Resume upload failed:', expect.anything());
    expect(api.bodiesOf(UPLOAD_FILE)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Download current resume' })).not.toBeInTheDocument();
  });

  it('only logs a resume upload that fails for another reason', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSettings({ [UPLOAD_FILE]: () => jsonResponse({ message: 'Boom' }, 500) });
    const user = userEvent.setup();

    await user.upload(screen.getByLabelText('Resume (PDF)'), pdf());

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByLabelText('Resume (PDF)')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('uploads a PDF as the multipart field "file" and saves its link as the resume', async () => {
    const { api } = renderSettings({
      [UPLOAD_FILE]: () => jsonResponse({ url: '/uploads/abcdefghijklmnop.pdf' }, 201),
      [SAVE]: () => jsonResponse({ message: messages.profileSaved, user: testUser }),
    });
    const user = userEvent.setup();

    await user.upload(screen.getByLabelText('Resume (PDF)'), pdf());

    expect(await screen.findByRole('link', { name: 'Download current resume' })).toHaveAttribute(
      'href',
      '/uploads/abcdefghijklmnop.pdf',
    );
    const [form] = api.bodiesOf(UPLOAD_FILE) as FormData[];
    expect((form?.get('file') as File).name).toBe('cv.pdf');
    await user.click(saveButton());
    await screen.findByRole('status');
    expect(api.bodiesOf(SAVE)).toMatchObject([
      { socialLinks: { resume: '/uploads/abcdefghijklmnop.pdf' } },
    ]);
  });

  it('previews an uploaded photo, holds Save until the upload answers, and saves its link', async () => {
    let answer: (response: Response) => void = () => {};
    const { api } = renderSettings({
      [UPLOAD_IMAGE]: () => new Promise<Response>((resolve) => (answer = resolve)),
      [SAVE]: () => jsonResponse({ message: messages.profileSaved, user: testUser }),
    });
    const user = userEvent.setup();

    await user.upload(
      screen.getByLabelText('Profile photo'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    expect(saveButton()).toBeDisabled();
    answer(jsonResponse({ url: '/uploads/abcdefghijklmnop.webp' }, 201));

    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Photo preview' })).toHaveAttribute(
        'src',
        '/uploads/abcdefghijklmnop.webp',
      ),
    );
    expect(saveButton()).toBeEnabled();
    expect(((api.bodiesOf(UPLOAD_IMAGE)[0] as FormData).get('image') as File).name).toBe('me.png');
    await user.click(saveButton());
    await screen.findByRole('status');
    expect(api.bodiesOf(SAVE)).toMatchObject([{ image: '/uploads/abcdefghijklmnop.webp' }]);
  });

  it('says the photo upload failed, and why when the server judged the file', async () => {
    renderSettings({
      [UPLOAD_IMAGE]: () =>
        jsonResponse({ message: 'Please upload a PNG, JPEG, WebP or GIF image.' }, 415),
    });
    const user = userEvent.setup();

    await user.upload(
      screen.getByLabelText('Profile photo'),
      new File(['not an image'], 'me.png', { type: 'image/png' }),
    );

    expect(await screen.findByRole('status')).toHaveTextContent(messages.imageUploadFailed);
    expect(screen.getByLabelText('Profile photo')).toHaveAccessibleDescription(
      expect.stringContaining('Please upload a PNG, JPEG, WebP or GIF image.'),
    );
    expect(screen.getByRole('img', { name: 'Photo preview' })).toHaveTextContent('A');
  });
});
