import { messages, newPasswordSchema, type AuthResponse } from '@launchpad/contract';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useLocation } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { FormAlert, PasswordField } from '../../components/ui/password-field.tsx';
import { api, ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { useStartSession } from '../../lib/start-session.ts';
import { toast } from '../../lib/toast.ts';
import { useAsyncAction } from '../../lib/use-async-action.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { AuthCard, textLinkClass } from './auth-card.tsx';
import { newPasswordProblems } from '../../lib/new-password-rules.ts';

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
  // Not useSearchParams: it would add to react-router's part of the home route's bundle.
  const token = new URLSearchParams(useLocation().search).get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const startSession = useStartSession();
  const form = useSchemaForm(resetFormSchema, { password: '', confirmPassword: '' });
  const [invalidLink, setInvalidLink] = useState<string | null>(
    token ? null : messages.invalidOrExpiredLink,
  );
  const [failure, setFailure] = useState<string | null>(null);

  const reset = useAsyncAction(
    async ({ password, element }: { password: string; element: HTMLFormElement }) => {
      setFailure(null);
      let response: AuthResponse;
      try {
        response = await api.post<AuthResponse>('/auth/password-reset/confirm', {
          token,
          password,
        });
      } catch (error) {
        if (!(error instanceof ApiError) || !error.fromServer) {
          setFailure(messages.somethingWentWrong);
        } else if (error.fieldErrors.token || error.message === messages.invalidOrExpiredLink) {
          setInvalidLink(error.message);
        } else if (error.fieldErrors.password) {
          form.showErrors(error.fieldErrors, element);
        } else {
          setFailure(error.message);
        }
        return;
      }
      toast.success(response.message);
      startSession(response.user);
      await navigate(paths.dashboard, { replace: true });
    },
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const values = form.validate(element);
    if (values) void reset.run({ password: values.password, element });
  }

  const password = form.field('password');
  const confirmPassword = form.field('confirmPassword');
  const problems = newPasswordProblems({ password, confirmation: confirmPassword });

  return (
    <AuthCard title="Set a new password" lead="Choose a new password for your account.">
      {invalidLink ? (
        <InvalidLink message={invalidLink} />
      ) : (
        <form onSubmit={onSubmit} aria-label="Set a new password" className="space-y-4">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            required
            {...password}
            error={undefined}
            problems={problems.password}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            required
            {...confirmPassword}
            error={undefined}
            problems={problems.confirmation}
          />
          <FormAlert message={failure} />
          <button
            type="submit"
            className={`${buttonStyles.primary} w-full`}
            disabled={reset.pending}
          >
            {reset.pending ? 'Saving...' : 'Set new password'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
