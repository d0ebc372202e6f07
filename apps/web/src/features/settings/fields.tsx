import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

export const controlClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm read-only:bg-slate-100 read-only:text-slate-600 aria-[invalid=true]:border-red-700';

type Managed = 'id' | 'className' | 'aria-describedby' | 'aria-invalid';

interface FieldShellOptions {
  label: string;
  /** Help shown under the control and read out with it. */
  hint?: ReactNode;
  /** Problems with the value, shown under the control and read out with it. */
  problems?: readonly string[];
}

interface ShellProps {
  label: string;
  hint: ReactNode;
  problems: readonly string[];
  ids: FieldIds;
  children: ReactNode;
}

interface FieldIds {
  control: string;
  hint: string;
  problems: string;
}

function useField(hint: ReactNode, problems: readonly string[]) {
  const id = useId();
  const ids: FieldIds = { control: id, hint: `${id}-hint`, problems: `${id}-problems` };
  return {
    ids,
    a11y: {
      id: ids.control,
      // Only parts with text: an empty one would leave a stray space in what is read out.
      'aria-describedby':
        [hint && ids.hint, problems.length > 0 && ids.problems].filter(Boolean).join(' ') ||
        undefined,
      'aria-invalid': problems.length > 0 ? true : undefined,
    },
  };
}

function FieldShell({ label, hint, problems, ids, children }: ShellProps) {
  return (
    <div>
      <label htmlFor={ids.control} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {hint && (
        <div id={ids.hint} className="mt-1 text-sm text-slate-600">
          {hint}
        </div>
      )}
      {/* Always present: a live region only announces changes to a region that already exists. */}
      <div id={ids.problems} aria-live="polite" className="mt-1 text-sm text-red-700">
        {problems.map((problem) => (
          <p key={problem}>{problem}</p>
        ))}
      </div>
    </div>
  );
}

type TextFieldProps = FieldShellOptions & Omit<InputHTMLAttributes<HTMLInputElement>, Managed>;

export function TextField({ label, hint, problems = [], ...inputProps }: TextFieldProps) {
  const { ids, a11y } = useField(hint, problems);
  return (
    <FieldShell label={label} hint={hint} problems={problems} ids={ids}>
      <input {...inputProps} {...a11y} className={controlClass} />
    </FieldShell>
  );
}

type TextAreaFieldProps = FieldShellOptions &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Managed>;

export function TextAreaField({ label, hint, problems = [], ...areaProps }: TextAreaFieldProps) {
  const { ids, a11y } = useField(hint, problems);
  return (
    <FieldShell label={label} hint={hint} problems={problems} ids={ids}>
      <textarea {...areaProps} {...a11y} className={`${controlClass} min-h-28`} />
    </FieldShell>
  );
}

type SelectFieldProps = FieldShellOptions &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, Managed> & { children: ReactNode };

export function SelectField({
  label,
  hint,
  problems = [],
  children,
  ...selectProps
}: SelectFieldProps) {
  const { ids, a11y } = useField(hint, problems);
  return (
    <FieldShell label={label} hint={hint} problems={problems} ids={ids}>
      <select {...selectProps} {...a11y} className={controlClass}>
        {children}
      </select>
    </FieldShell>
  );
}

/** A file picker; the upload starts as soon as a file is chosen. */
export function FileField({ label, hint, problems = [], ...inputProps }: TextFieldProps) {
  const { ids, a11y } = useField(hint, problems);
  return (
    <FieldShell label={label} hint={hint} problems={problems} ids={ids}>
      <input
        {...inputProps}
        {...a11y}
        type="file"
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:font-semibold file:text-indigo-800 hover:file:bg-indigo-100"
      />
    </FieldShell>
  );
}
