import { messages, type User } from '@launchpad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { sessionQueryKey } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { fieldErrorsOf, useSchemaForm } from '../../lib/use-schema-form.ts';
import { profileFormSchema, toFormValues } from './form-values.ts';
import { editProfile } from './api/edit-profile.ts';

export const FIX_HIGHLIGHTED = 'Please correct the highlighted fields.';

/**
 * The Profile tab's values and their save (product rules §2 Settings: every section saved at once
 * with Save Changes): the shared rules judge the values first, the server's answer becomes the
 * session's user and the form's new starting point.
 */
export function useSaveSettings(user: User) {
  const queryClient = useQueryClient();
  const [initialValues] = useState(() => toFormValues(user));
  return useSchemaForm({
    schema: profileFormSchema,
    initialValues,
    submit: editProfile,
    onSuccess: (response, { reset }) => {
      toast.success(response.message);
      queryClient.setQueryData(sessionQueryKey, response.user);
      // What the server stored: the user name lower-cased, blank rows dropped.
      reset(toFormValues(response.user));
    },
    onInvalid: (fieldErrors) => ({ fieldErrors, alert: FIX_HIGHLIGHTED, toast: FIX_HIGHLIGHTED }),
    onError: (error) => ({
      toast: messages.somethingWentWrong,
      alert: error instanceof ApiError ? error.message : messages.somethingWentWrong,
      fieldErrors: fieldErrorsOf(error),
    }),
    // A fixed value loses its complaint at once; the next save judges it again.
    forgetErrorsOnChange: true,
  });
}

/** The Profile tab's form, as its sections read and change it. */
export type SettingsFormState = ReturnType<typeof useSaveSettings>;
