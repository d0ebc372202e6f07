import { passwordResetRequestSchema } from '@launchpad/contract';
import { useState } from 'react';
import { Link } from '../../router/index.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { FormAlert, TextField } from '../../components/ui/form-field.tsx';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { AuthCard, textLinkClass } from './auth-card.tsx';
import { requestPasswordReset } from './api/request-password-reset.ts';

/**
 * Asks for a password-reset link. The server answers the same whether or not the address has an
 * account (nobody learns who is registered), and that answer is what the page shows.
 */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [answer, setAnswer] = useState<string | null>(null);
  // A failure shows the server's problem with the address by its field, any other reason (429)
  // on the form, and 'Something went wrong' when no reason came back.
  const form = useSchemaForm({
    schema: passwordResetRequestSchema,
    initialValues: { email: '' },
    submit: (request) => {
      setAnswer(null);
      return requestPasswordReset(request);
    },
    onSuccess: (response) => setAnswer(response.message),
  });

  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter the e-mail address of your account and we will send you a link to set a new password."
    >
      <form
        onSubmit={form.handleSubmit}
        aria-label="Request a password reset link"
        className="space-y-4"
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <FormAlert message={form.alert} />
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={form.pending}>
          {form.pending ? 'Sending...' : 'Send reset link'}
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
