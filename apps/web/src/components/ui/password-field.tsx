import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Icon } from './icons.tsx';

/**
 * The labelled-field look of the account forms (log in, sign up, password reset, Security
 * settings) and their password field with a show/hide toggle. Moved here from features/auth so
 * that settings can use the same PasswordField.
 */
export const labelledInputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm aria-[invalid=true]:border-red-700';

export type LabelledInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-describedby' | 'aria-invalid'
>;

interface LabelledFieldShellProps {
  label: string;
  inputId: string;
  problemsId: string;
  problems: readonly string[];
  children: ReactNode;
}

export function LabelledFieldShell({
  label,
  inputId,
  problemsId,
  problems,
  children,
}: LabelledFieldShellProps) {
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <div className="relative mt-1">{children}</div>
      {/* Always present: a live region only announces changes to a region that already exists. */}
      <div id={problemsId} aria-live="polite" className="mt-1 text-sm text-red-700">
        {problems.map((problem) => (
          <p key={problem}>{problem}</p>
        ))}
      </div>
    </div>
  );
}

export function useLabelledFieldIds(problems: readonly string[]) {
  const inputId = useId();
  const problemsId = `${inputId}-problems`;
  return {
    inputId,
    problemsId,
    a11y: {
      id: inputId,
      'aria-describedby': problemsId,
      'aria-invalid': problems.length > 0 ? true : undefined,
    },
  };
}

interface PasswordFieldProps extends Omit<LabelledInputProps, 'type'> {
  label: string;
  /** Problems with the value, shown under the input and read out with it. */
  problems?: readonly string[];
  /** One problem, as `useSchemaForm`'s `field()` gives it; shown after `problems`. */
  error?: string;
}

export function PasswordField({ label, problems = [], error, ...inputProps }: PasswordFieldProps) {
  const shown = error && !problems.includes(error) ? [...problems, error] : problems;
  const { inputId, problemsId, a11y } = useLabelledFieldIds(shown);
  const [visible, setVisible] = useState(false);
  return (
    <LabelledFieldShell label={label} inputId={inputId} problemsId={problemsId} problems={shown}>
      <input
        {...inputProps}
        {...a11y}
        type={visible ? 'text' : 'password'}
        className={`${labelledInputClass} pr-11`}
      />
      <button
        type="button"
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-md text-slate-600 hover:text-slate-900"
        aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
        aria-controls={inputId}
        onClick={() => setVisible((wasVisible) => !wasVisible)}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </LabelledFieldShell>
  );
}

/** A failure of the whole form, kept on screen after any toast has gone. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className="text-sm font-medium text-red-700 empty:hidden">
      {message}
    </div>
  );
}

function EyeIcon() {
  return (
    <Icon>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </Icon>
  );
}

function EyeOffIcon() {
  return (
    <Icon>
      <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.3 3.2M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
    </Icon>
  );
}
