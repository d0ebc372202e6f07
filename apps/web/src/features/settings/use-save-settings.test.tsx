import { messages, type User } from '@launchpad/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { deferredResponse, stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, testUser } from '../../testing/render.tsx';
import { FIX_HIGHLIGHTED, useSaveSettings, type SettingsFormState } from './use-save-settings.ts';

const SAVE = 'POST /api/user/editprofile';

function renderSaveSettings(user: User = testUser) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQueryKey, user);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSaveSettings(user), { wrapper });
  return { result, queryClient };
}

/** What the form element hands its onSubmit: the hook only prevents the default and reads the form. */
function submitEvent() {
  return {
    preventDefault: () => {},
    currentTarget: document.createElement('form'),
  } as unknown as FormEvent<HTMLFormElement>;
}

function save(result: { current: SettingsFormState }) {
  act(() => result.current.handleSubmit(submitEvent()));
}

afterEach(() => {
  toast.remove();
});

describe('useSaveSettings', () => {
  it("starts from the user's profile, with a blank row in each empty list", () => {
    const { result } = renderSaveSettings({ ...testUser, bio: 'Hello', publicProfile: true });

    expect(result.current.values).toMatchObject({
      name: 'Asha Verma',
      userName: 'asha',
      email: 'asha@example.com',
      bio: 'Hello',
      website: '',
      publicProfile: true,
      education: [{ instituteName: '', startYear: '' }],
      experience: [{ positionName: '', skills: '' }],
    });
    expect(result.current.pending).toBe(false);
    expect(result.current.alert).toBeNull();
  });

  it("sends the request, then takes the server's user as the session's and the form's", async () => {
    const saved: User = {
      ...testUser,
      name: 'Asha V',
      userName: 'asha_v',
      experience: [
        {
          positionName: 'Intern',
          companyName: 'Acme',
          duration: '6 months',
          skills: ['React', 'CSS'],
          type: 'job',
        },
      ],
      userNameChangesLeft: 3,
    };
    const answer = deferredResponse();
    const api = stubApi({ [SAVE]: () => answer.promise });
    const succeeded = vi.spyOn(toast, 'success');
    const { result, queryClient } = renderSaveSettings();

    act(() => {
      result.current.setValue('name', 'Asha V');
      result.current.setValue('userName', 'Asha_V');
      result.current.setValue('experience.0.positionName', 'Intern');
      result.current.setValue('experience.0.companyName', 'Acme');
      result.current.setValue('experience.0.duration', '6 months');
      result.current.setValue('experience.0.skills', ' React, ,CSS ');
    });
    save(result);

    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(api.bodiesOf(SAVE)).toHaveLength(1));
    expect(api.bodiesOf(SAVE)[0]).toMatchObject({
      name: 'Asha V',
      userName: 'Asha_V',
      experience: [
        {
          positionName: 'Intern',
          companyName: 'Acme',
          duration: '6 months',
          skills: ['React', 'CSS'],
        },
      ],
    });

    answer.resolve(jsonResponse({ message: messages.profileSaved, user: saved }));

    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(succeeded).toHaveBeenCalledWith(messages.profileSaved);
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(saved);
    // The form shows what the server stored: its lower-cased user name, the skills tidied.
    expect(result.current.values).toMatchObject({
      userName: 'asha_v',
      experience: [{ positionName: 'Intern', skills: 'React, CSS' }],
    });
    expect(result.current.alert).toBeNull();
    expect(result.current.errors).toEqual({});
  });

  it('sends nothing while the shared rules refuse a value, and forgets a problem once it is edited', () => {
    const api = stubApi({});
    const failed = vi.spyOn(toast, 'error');
    const { result } = renderSaveSettings();

    act(() => {
      result.current.setValue('socialLinks.linkedin', 'javascript:alert(1)');
      result.current.setValue('education.0.startYear', '2020');
      result.current.setValue('education.0.endYear', '2019');
    });
    save(result);

    expect(api.bodiesOf(SAVE)).toEqual([]);
    expect(result.current.pending).toBe(false);
    expect(result.current.alert).toBe(FIX_HIGHLIGHTED);
    expect(failed).toHaveBeenCalledWith(FIX_HIGHLIGHTED);
    expect(result.current.problemsOf('socialLinks.linkedin')).toEqual([messages.invalidLink]);
    expect(result.current.problemsOf('education.0.endYear')).toEqual([
      'The start year must not be after the end year',
    ]);

    act(() => result.current.setValue('socialLinks.linkedin', ''));

    expect(result.current.problemsOf('socialLinks.linkedin')).toEqual([]);
    expect(result.current.problemsOf('education.0.endYear')).not.toEqual([]);
  });

  it("shows a refused save's reason on the form and its problems by their fields, keeping the values", async () => {
    const api = stubApi({
      [SAVE]: () =>
        jsonResponse(
          {
            message: messages.userNameChangeLimit,
            fieldErrors: { userName: [messages.userNameChangeLimit] },
          },
          400,
        ),
    });
    const failed = vi.spyOn(toast, 'error');
    const { result, queryClient } = renderSaveSettings({ ...testUser, userNameChangesLeft: 0 });

    act(() => result.current.setValue('userName', 'asha_five'));
    save(result);

    await waitFor(() => expect(result.current.alert).toBe(messages.userNameChangeLimit));
    expect(api.bodiesOf(SAVE)).toMatchObject([{ userName: 'asha_five' }]);
    expect(result.current.pending).toBe(false);
    expect(failed).toHaveBeenCalledWith(messages.somethingWentWrong);
    expect(result.current.errors).toEqual({ userName: [messages.userNameChangeLimit] });
    expect(result.current.values.userName).toBe('asha_five');
    expect(queryClient.getQueryData(sessionQueryKey)).toMatchObject({ userName: 'asha' });
  });
});
