import {
  changePasswordRequestSchema,
  messages,
  type ChangePasswordRequest,
} from '@launchpad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { FormAlert, PasswordField } from '../../components/ui/password-field.tsx';
import { api, ApiError } from '../../lib/api-client.ts';
import { newPasswordProblems } from '../../lib/new-password-rules.ts';
import { toast } from '../../lib/toast.ts';
import { useAsyncAction } from '../../lib/use-async-action.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { accountSessionsQuery } from './account-queries.ts';

type Values = ChangePasswordRequest & { confirmNewPassword: string };

const emptyValues: Values = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** The contract's rules, and the confirmation checked here in the browser (spec §5's wording). */
const changePasswordForm = {
  safeParse(input: unknown) {
    const { confirmNewPassword, ...request } = input as Values;
    const parsed = changePasswordRequestSchema.safeParse(request);
    const issues: { path: PropertyKey[]; message: string }[] = parsed.success
      ? []
      : [...parsed.error.issues];
    if (request.newPassword !== confirmNewPassword) {
      issues.push({ path: ['confirmNewPassword'], message: messages.passwordMismatch });
    }
    return parsed.success && issues.length === 0
      ? { success: true as const, data: parsed.data }
      : { success: false as const, error: { issues } };
  },
};

/** Settings, Security: a new password for a learner who knows the current one. */
export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const form = useSchemaForm(changePasswordForm, emptyValues);
  const [failure, setFailure] = useState<string | null>(null);

  const change = useAsyncAction(
    async ({ request, element }: { request: ChangePasswordRequest; element: HTMLFormElement }) => {
      setFailure(null);
      let message: string;
      try {
        ({ message } = await api.post<{ message: string }>('/account/password', request));
      } catch (error) {
        if (!(error instanceof ApiError) || !error.fromServer) {
          setFailure(messages.somethingWentWrong);
        } else if (error.fieldErrors.currentPassword || error.fieldErrors.newPassword) {
          form.showErrors(error.fieldErrors, element);
        } else {
          // No password yet (a Google account), too many wrong attempts.
          setFailure(error.message);
        }
        return;
      }
      toast.success(message);
      form.reset();
      // The server signed the other devices out.
      void queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey });
    },
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const request = form.validate(element);
    if (request) void change.run({ request, element });
  }

  const newPassword = form.field('newPassword');
  const confirmNewPassword = form.field('confirmNewPassword');
  const problems = newPasswordProblems({
    password: newPassword,
    confirmation: confirmNewPassword,
  });

  return (
    <form onSubmit={onSubmit} aria-labelledby="security-password" className="max-w-md space-y-4">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        required
        {...form.field('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        {...newPassword}
        error={undefined}
        problems={problems.password}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        required
        {...confirmNewPassword}
        error={undefined}
        problems={problems.confirmation}
      />
      <FormAlert message={failure} />
      <button type="submit" className={buttonStyles.primary} disabled={change.pending}>
        {change.pending ? 'Changing...' : 'Change password'}
      </button>
    </form>
  );
}
