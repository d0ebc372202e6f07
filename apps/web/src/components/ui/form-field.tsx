import { HONEYPOT_FIELD } from '@launchpad/contract';
import {
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type Ref,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';

const controlClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 aria-[invalid=true]:border-red-700';

type Managed = 'id' | 'className' | 'aria-describedby' | 'aria-invalid';

interface FieldShellProps {
  label: string;
  /** The problem with the value, shown under the control and read out with it. */
  error?: string;
  children: (a11y: { id: string; 'aria-describedby': string; 'aria-invalid'?: true }) => ReactNode;
}

function FieldShell({ label, error, children }: FieldShellProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <div className="mt-1">
        {children({
          id,
          'aria-describedby': errorId,
          'aria-invalid': error ? true : undefined,
        })}
      </div>
      {/* Always present: a live region only announces changes to a region that already exists. */}
      <p id={errorId} aria-live="polite" className="mt-1 text-sm text-red-700 empty:hidden">
        {error}
      </p>
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, Managed> & {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, error, ref, ...inputProps }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error}>
      {(a11y) => <input ref={ref} {...inputProps} {...a11y} className={controlClass} />}
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Managed> & {
  label: string;
  error?: string;
};

export function TextAreaField({ label, error, ...textAreaProps }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error}>
      {(a11y) => (
        <textarea {...textAreaProps} {...a11y} className={`${controlClass} min-h-[120px]`} />
      )}
    </FieldShell>
  );
}

interface HoneypotFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The field people never see: hidden from view, from assistive technology and from the tab
 * order. Bots fill every field they find, and the server quietly drops what they send. Keep it
 * last in its form, so a dialog's first focusable element is a real field.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        Website
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={onChange}
        />
      </label>
    </div>
  );
}
