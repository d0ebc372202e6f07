import { messages, nativeForms, type LoginRequest, type User } from '@launchpad/contract';
import { Link } from '../../router/index.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { FormAlert, PasswordField, TextField } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { FormTokenField, useNativeOutcome } from '../../lib/native-form-state.tsx';
import { useSchemaForm, type Failure } from '../../lib/use-schema-form.ts';
import { login } from './api/login.ts';

interface LoginFormProps {
  onLoggedIn: (user: User) => void;
}

const emptyLogin: LoginRequest = { email: '', password: '' };

/**
 * One message, never two. The server's own reason ('Invalid email or password.', too many
 * failures, a field problem) goes on the form so the learner knows what to fix; a failure that
 * brought no reason (offline, a 5xx) gets the spec's toast (§8) alone.
 */
function loginFailure(error: unknown): Failure {
  if (error instanceof ApiError && error.fromServer && error.status < 500) {
    return { alert: error.message, fieldErrors: error.fieldErrors };
  }
  return { toast: messages.loginFailed };
}

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  // A login posted before or without the scripts that the server refused comes back with the
  // e-mail and the reason (decision 0020); one that succeeded went on to the dashboard.
  const native = useNativeOutcome('login');
  // No schema: the browser requires both fields (product rules §5) and the server judges the rest.
  const form = useSchemaForm({
    initialValues: { ...emptyLogin, email: native?.values.email ?? '' },
    initialErrors: native?.fieldErrors,
    initialAlert: native?.formError,
    submit: login,
    onSuccess: (response) => {
      toast.success(response.message);
      onLoggedIn(response.user);
    },
    onError: loginFailure,
  });

  return (
    // Posts itself to /login before (or without) the app; with it, the app sends JSON.
    <form
      onSubmit={form.handleSubmit}
      method="post"
      action={nativeForms.login}
      className="space-y-4"
    >
      <FormTokenField />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <p className="-mt-2 text-right text-sm">
        <Link
          to={paths.forgotPassword}
          className="rounded-sm font-medium text-indigo-700 underline-offset-2 hover:underline"
        >
          Forgot password?
        </Link>
      </p>
      <FormAlert message={form.alert} />
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={form.pending}>
        {form.pending ? 'Logging in...' : 'Log In'}
      </button>
    </form>
  );
}
