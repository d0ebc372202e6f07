import { messages, type RegisterRequest, type User } from '@launchpad/contract';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { FormAlert, PasswordField, TextField } from '../../components/ui/form-field.tsx';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-client.ts';
import { newPasswordProblems } from '../../lib/new-password-rules.ts';
import { toast } from '../../lib/toast.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { fieldErrorsOf, useSchemaForm, type Failure } from '../../lib/use-schema-form.ts';
import { register } from './api/register.ts';

interface SignupFormProps {
  onLoggedIn: (user: User) => void;
}

type SignupValues = RegisterRequest & { confirmPassword: string };

const emptySignup: SignupValues = { fullName: '', email: '', password: '', confirmPassword: '' };

/**
 * Product rules §5: only missing fields block the submission; the length and match hints do not, and the
 * server judges the rest. What is sent is what was typed.
 */
const signupSchema = {
  safeParse(input: unknown) {
    const { fullName, email, password, confirmPassword } = input as SignupValues;
    if (!fullName.trim() || !email.trim() || !password || !confirmPassword) {
      return {
        success: false as const,
        error: { issues: [{ path: [], message: messages.fillAllFields }] },
      };
    }
    return { success: true as const, data: { fullName, email, password } };
  },
};

/** Product rules §8: the server's message; 'Signup failed' for a status without one; else 'An error occurred'. */
function failureToast(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === NETWORK_ERROR_STATUS) {
    return messages.errorOccurred;
  }
  return error.fromServer ? error.message : messages.signupFailed;
}

function signupFailure(error: unknown): Failure {
  const message = failureToast(error);
  return {
    toast: message,
    alert: error instanceof ApiError ? error.message : message,
    fieldErrors: fieldErrorsOf(error),
  };
}

export function SignupForm({ onLoggedIn }: SignupFormProps) {
  const hydrated = useHydrated();
  const form = useSchemaForm({
    schema: signupSchema,
    initialValues: emptySignup,
    submit: register,
    onSuccess: (response) => {
      toast.success(response.message);
      onLoggedIn(response.user);
    },
    onError: signupFailure,
    onInvalid: () => ({ toast: messages.fillAllFields }),
    // The server's complaint was about the old value.
    forgetErrorsOnChange: true,
  });

  const password = form.field('password');
  const confirmPassword = form.field('confirmPassword');
  const problems = newPasswordProblems({ password, confirmation: confirmPassword });

  return (
    // noValidate: the browser's own required-field bubbles would pre-empt the spec's toast.
    // POST even before the app runs: a form sent by GET would put the password in the address.
    <form onSubmit={form.handleSubmit} method="post" noValidate className="space-y-4">
      <TextField label="Full Name" autoComplete="name" required {...form.field('fullName')} />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        {...password}
        problems={problems.password}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        required
        {...confirmPassword}
        problems={problems.confirmation}
      />
      <FormAlert message={form.alert} />
      <button
        type="submit"
        className={`${buttonStyles.primary} w-full`}
        // Sent by the app only: until it runs, the button says it is not ready.
        disabled={form.pending || !hydrated}
      >
        {form.pending ? 'Signing up...' : 'Sign Up'}
      </button>
    </form>
  );
}
