import { messages, PASSWORD_MIN } from '@launchpad/contract';

const liveRules = new Set<string>([messages.passwordTooShort, messages.passwordMismatch]);

interface PasswordValue {
  value: string;
  /** What the last submit (the schema or the server) found, as `useSchemaForm`'s field() gives it. */
  problems: readonly string[];
}

/**
 * Sign-up's rules for a new password and its confirmation (product rules §5), for the sign-up, reset and
 * change forms: the hints show while typing, once there is something to judge. What a submit
 * found stays shown only where the live hints do not speak for it (an empty field, a server-only
 * rule), so a fixed password does not keep an old complaint, and a hint the server repeats shows
 * once.
 */
export function newPasswordProblems(fields: Record<'password' | 'confirmation', PasswordValue>) {
  const { password, confirmation } = fields;
  const hints = {
    password:
      password.value.length > 0 && password.value.length < PASSWORD_MIN
        ? messages.passwordTooShort
        : undefined,
    confirmation:
      password.value.length > 0 &&
      confirmation.value.length > 0 &&
      password.value !== confirmation.value
        ? messages.passwordMismatch
        : undefined,
  };
  const shown = (hint: string | undefined, field: PasswordValue) => {
    const kept = field.problems.filter(
      (problem) => field.value.length === 0 || !liveRules.has(problem),
    );
    return [...new Set([...(hint ? [hint] : []), ...kept])];
  };
  return {
    password: shown(hints.password, password),
    confirmation: shown(hints.confirmation, confirmation),
  };
}
