import { messages, type AuthResponse, type LoginRequest, type User } from '@launchpad/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { api, ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { FormAlert, PasswordField, TextField } from './form-fields.tsx';

interface LoginFormProps {
  onLoggedIn: (user: User) => void;
}

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<Pick<ApiError, 'message' | 'fieldErrors'> | null>(null);

  const login = useMutation({
    mutationFn: (body: LoginRequest) => api.post<AuthResponse>('/auth/login', body),
    onMutate: () => setFailure(null),
    onSuccess: (response) => {
      toast.success(response.message);
      onLoggedIn(response.user);
    },
    onError: (error) => {
      // One message, never two. The server's own reason ('Invalid email or password.', too many
      // failures, a field problem) goes on the form so the learner knows what to fix; a failure
      // that brought no reason (offline, a 5xx) gets the spec's toast (§8) alone.
      if (error instanceof ApiError && error.fromServer && error.status < 500) {
        setFailure(error);
      } else {
        toast.error(messages.loginFailed);
      }
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    login.mutate({ email, password });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        problems={failure?.fieldErrors.email}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        problems={failure?.fieldErrors.password}
      />
      <p className="-mt-2 text-right text-sm">
        <Link
          to={paths.forgotPassword}
          className="rounded-sm font-medium text-indigo-700 underline-offset-2 hover:underline"
        >
          Forgot password?
        </Link>
      </p>
      <FormAlert message={failure?.message ?? null} />
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={login.isPending}>
        {login.isPending ? 'Logging in...' : 'Log In'}
      </button>
    </form>
  );
}
