import {
  changePasswordRequestSchema,
  messages,
  type ChangePasswordRequest,
} from '@launchpad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { FormAlert, PasswordField } from '../../components/ui/form-field.tsx';
import { invalidateAfter } from '../../lib/api/invalidation.ts';
import { newPasswordProblems } from '../../lib/new-password-rules.ts';
import { toast } from '../../lib/toast.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { changePassword } from './api/change-password.ts';

type Values = ChangePasswordRequest & { confirmNewPassword: string };

const emptyValues: Values = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** The contract's rules, and the confirmation checked here in the browser (product rules §5's wording). */
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
  // A failure shows a wrong current password or a refused new one by its field, any other reason
  // (no password yet: a Google account; too many wrong attempts) on the form.
  const form = useSchemaForm({
    schema: changePasswordForm,
    initialValues: emptyValues,
    submit: (request: ChangePasswordRequest) => changePassword(request),
    onSuccess: ({ message }, { reset }) => {
      toast.success(message);
      reset();
      // The server signed the other devices out.
      void invalidateAfter(queryClient, 'changePassword');
    },
  });

  const newPassword = form.field('newPassword');
  const confirmNewPassword = form.field('confirmNewPassword');
  const problems = newPasswordProblems({
    password: newPassword,
    confirmation: confirmNewPassword,
  });

  return (
    <form
      onSubmit={form.handleSubmit}
      aria-labelledby="security-password"
      className="max-w-md space-y-4"
    >
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
        problems={problems.password}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        required
        {...confirmNewPassword}
        problems={problems.confirmation}
      />
      <FormAlert message={form.alert} />
      <button type="submit" className={buttonStyles.primary} disabled={form.pending}>
        {form.pending ? 'Changing...' : 'Change password'}
      </button>
    </form>
  );
}
