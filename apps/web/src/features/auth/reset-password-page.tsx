import { messages, newPasswordSchema } from '@launchpad/contract';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../router/index.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { FormAlert, PasswordField } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { newPasswordProblems } from '../../lib/new-password-rules.ts';
import { paths } from '../../lib/paths.ts';
import { useStartSession } from '../../lib/start-session.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { serverFailure, useSchemaForm } from '../../lib/use-schema-form.ts';
import { AuthCard, textLinkClass } from './auth-card.tsx';
import { confirmPasswordReset } from './api/confirm-password-reset.ts';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

/** The new password with sign-up's rules, and its confirmation, checked before sending. */
const resetFormSchema = {
  safeParse(input: unknown) {
    const values = input as ResetValues;
    const parsed = newPasswordSchema.safeParse(values.password);
    const issues = parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({ path: ['password'], message: issue.message }));
    if (values.password !== values.confirmPassword) {
      issues.push({ path: ['confirmPassword'], message: messages.passwordMismatch });
    }
    return issues.length === 0
      ? { success: true as const, data: values }
      : { success: false as const, error: { issues } };
  },
};

function InvalidLink({ message }: { message: string }) {
  return (
    <div role="alert" className="space-y-3">
      <p className="font-medium text-red-700">{message}</p>
      <p>
        <Link to={paths.forgotPassword} className={textLinkClass}>
          Ask for a new link
        </Link>
      </p>
    </div>
  );
}

/** Opened from the reset mail (/reset-password?token=...): sets a new password and logs in. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [invalidLink, setInvalidLink] = useState<string | null>(
    token ? null : messages.invalidOrExpiredLink,
  );
  const form = useSchemaForm({
    schema: resetFormSchema,
    initialValues: { password: '', confirmPassword: '' },
    submit: ({ password }) => confirmPasswordReset({ token, password }),
    onSuccess: async (response) => {
      toast.success(response.message);
      startSession(response.user);
      await navigate(paths.dashboard, { replace: true });
    },
    onError: (error, { hasField }) => {
      if (
        error instanceof ApiError &&
        error.fromServer &&
        (error.fieldErrors.token || error.message === messages.invalidOrExpiredLink)
      ) {
        setInvalidLink(error.message);
        return {};
      }
      return serverFailure(error, hasField);
    },
  });

  const password = form.field('password');
  const confirmPassword = form.field('confirmPassword');
  const problems = newPasswordProblems({ password, confirmation: confirmPassword });

  return (
    <AuthCard title="Set a new password" lead="Choose a new password for your account.">
      {invalidLink ? (
        <InvalidLink message={invalidLink} />
      ) : (
        <form onSubmit={form.handleSubmit} aria-label="Set a new password" className="space-y-4">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            required
            {...password}
            problems={problems.password}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            required
            {...confirmPassword}
            problems={problems.confirmation}
          />
          <FormAlert message={form.alert} />
          <button
            type="submit"
            className={`${buttonStyles.primary} w-full`}
            disabled={form.pending}
          >
            {form.pending ? 'Saving...' : 'Set new password'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
