import {
  messages,
  passwordResetRequestSchema,
  type PasswordResetRequest,
} from '@launchpad/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { TextField } from '../../components/ui/form-field.tsx';
import { FormAlert } from '../../components/ui/password-field.tsx';
import { api, ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { useAsyncAction } from '../../lib/use-async-action.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { AuthCard, textLinkClass } from './auth-card.tsx';

/**
 * Asks for a password-reset link. The server answers the same whether or not the address has an
 * account (nobody learns who is registered), and that answer is what the page shows.
 */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const form = useSchemaForm(passwordResetRequestSchema, { email: '' });
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = useAsyncAction(
    async ({ request, element }: { request: PasswordResetRequest; element: HTMLFormElement }) => {
      setAnswer(null);
      setFailure(null);
      try {
        const response = await api.post<{ message: string }>(
          '/auth/password-reset/request',
          request,
        );
        setAnswer(response.message);
      } catch (error) {
        if (!(error instanceof ApiError) || !error.fromServer) {
          setFailure(messages.somethingWentWrong);
        } else if (error.fieldErrors.email) {
          form.showErrors(error.fieldErrors, element);
        } else {
          // 429 and the like: the server's reason.
          setFailure(error.message);
        }
      }
    },
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const request = form.validate(element);
    if (request) void send.run({ request, element });
  }

  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter the e-mail address of your account and we will send you a link to set a new password."
    >
      <form onSubmit={onSubmit} aria-label="Request a password reset link" className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <FormAlert message={failure} />
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={send.pending}>
          {send.pending ? 'Sending...' : 'Send reset link'}
        </button>
      </form>
      {/* Always present: a live region only announces changes to a region that already exists. */}
      <p role="status" className="mt-4 text-sm font-medium text-green-800 empty:mt-0">
        {answer}
      </p>
      <p className="mt-6 text-sm text-slate-700">
        Remembered it?{' '}
        <Link to={paths.login} className={textLinkClass}>
          Back to Log In
        </Link>
      </p>
    </AuthCard>
  );
}
