import {
  messages,
  PASSWORD_MIN,
  type AuthResponse,
  type RegisterRequest,
  type User,
} from '@launchpad/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { api, ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { FormAlert, PasswordField, TextField } from './form-fields.tsx';

interface SignupFormProps {
  onLoggedIn: (user: User) => void;
}

type FieldName = keyof RegisterRequest | 'confirmPassword';
type FieldErrors = Partial<Record<FieldName, string[]>>;

/** Spec §8: the server's message; 'Signup failed' for a status without one; else 'An error occurred'. */
function failureToast(error: Error): string {
  if (!(error instanceof ApiError) || error.status === NETWORK_ERROR_STATUS) {
    return messages.errorOccurred;
  }
  return error.fromServer ? error.message : messages.signupFailed;
}

/** The live hints (spec §5) first, then what the server said, each once. */
function problemsOf(hint: string | false, serverErrors: string[] = []): string[] {
  return [...new Set([...(hint ? [hint] : []), ...serverErrors])];
}

export function SignupForm({ onLoggedIn }: SignupFormProps) {
  const [values, setValues] = useState<Record<FieldName, string>>({
    fullName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const signup = useMutation({
    mutationFn: (body: RegisterRequest) => api.post<AuthResponse>('/auth/register', body),
    onMutate: () => {
      setFailure(null);
      setFieldErrors({});
    },
    onSuccess: (response) => {
      toast.success(response.message);
      onLoggedIn(response.user);
    },
    onError: (error) => {
      const message = failureToast(error);
      toast.error(message);
      setFailure(error instanceof ApiError ? error.message : message);
      if (error instanceof ApiError) setFieldErrors(error.fieldErrors);
    },
  });

  function change(field: FieldName, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    // The server's complaint was about the old value.
    setFieldErrors(({ [field]: _stale, ...rest }) => rest);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { fullName, email, password, confirmPassword } = values;
    // Spec §5: only missing fields block the submission; the length and match hints do not.
    if (!fullName.trim() || !email.trim() || !password || !confirmPassword) {
      toast.error(messages.fillAllFields);
      return;
    }
    signup.mutate({ fullName, email, password });
  }

  const { password, confirmPassword } = values;
  const tooShort = password.length > 0 && password.length < PASSWORD_MIN;
  const mismatch =
    password.length > 0 && confirmPassword.length > 0 && password !== confirmPassword;

  return (
    // noValidate: the browser's own required-field bubbles would pre-empt the spec's toast.
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label="Full Name"
        name="fullName"
        autoComplete="name"
        required
        value={values.fullName}
        onChange={(event) => change('fullName', event.target.value)}
        problems={problemsOf(false, fieldErrors.fullName)}
      />
      <TextField
        label="Email Address"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
        problems={problemsOf(false, fieldErrors.email)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => change('password', event.target.value)}
        problems={problemsOf(tooShort && messages.passwordTooShort, fieldErrors.password)}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(event) => change('confirmPassword', event.target.value)}
        problems={problemsOf(mismatch && messages.passwordMismatch)}
      />
      <FormAlert message={failure} />
      <button
        type="submit"
        className={`${buttonStyles.primary} w-full`}
        disabled={signup.isPending}
      >
        {signup.isPending ? 'Signing up...' : 'Sign Up'}
      </button>
    </form>
  );
}
