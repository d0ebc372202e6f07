import { HONEYPOT_FIELD } from '@launchpad/contract';
import {
  useEffect,
  useId,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Icon } from './icons.tsx';

/**
 * The app's one family of form fields: every form (log in, sign up, password reset, contact,
 * enrollment, settings) builds on the same labelled shell, so each control has its label, an
 * optional hint, and the list of problems with its value, both read out with it
 * (`aria-describedby`), and `aria-invalid` while there is a problem. `useSchemaForm`'s `field()`
 * gives a control its `name`, `value`, `onChange` and `problems`.
 */

const controlClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 read-only:bg-slate-100 read-only:text-slate-600 aria-[invalid=true]:border-red-700';

/** Attributes the shell sets on the control itself. */
type Managed = 'id' | 'className' | 'aria-describedby' | 'aria-invalid';

interface FieldOptions {
  label: string;
  /** Help shown under the control and read out with it. */
  hint?: ReactNode;
  /** Problems with the value, shown under the control and read out with it. */
  problems?: readonly string[];
}

interface FieldIds {
  control: string;
  hint: string;
  problems: string;
}

/** Each problem once, in order (a live hint and the server may say the same thing). */
const distinct = (problems: readonly string[]) => [...new Set(problems)];

/** A field's ids and accessibility props, and its problems with repeats dropped. */
function useField(hint: ReactNode, allProblems: readonly string[]) {
  const problems = distinct(allProblems);
  const id = useId();
  const ids: FieldIds = { control: id, hint: `${id}-hint`, problems: `${id}-problems` };
  return {
    shown: problems,
    ids,
    a11y: {
      id: ids.control,
      // Only parts with text: an empty one would leave a stray space in what is read out.
      'aria-describedby':
        [hint ? ids.hint : '', problems.length > 0 ? ids.problems : ''].filter(Boolean).join(' ') ||
        undefined,
      'aria-invalid': problems.length > 0 ? (true as const) : undefined,
    },
  };
}

interface FieldShellProps {
  label: string;
  hint: ReactNode;
  problems: readonly string[];
  ids: FieldIds;
  children: ReactNode;
}

function FieldShell({ label, hint, problems, ids, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={ids.control} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <div className="relative mt-1">{children}</div>
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

type TextFieldProps = FieldOptions &
  Omit<InputHTMLAttributes<HTMLInputElement>, Managed> & { ref?: Ref<HTMLInputElement> };

/**
 * Keeps what a person typed into a prerendered page before the app took it over (issue #27).
 * Hydrating leaves the text in the field but the form's state empty, and the field's next render
 * would wipe it: once mounted, a field whose text differs from its value hands the text to its
 * `onChange`, as if it had just been typed. (Otherwise the two are equal and nothing happens.)
 */
function useTypedBeforeTheApp<Control extends HTMLInputElement | HTMLTextAreaElement>(
  controlId: string,
  value: unknown,
  onChange: ((event: ChangeEvent<Control>) => void) | undefined,
) {
  useEffect(() => {
    const element = document.getElementById(controlId) as Control | null;
    if (!element || !onChange || typeof value !== 'string' || element.value === value) return;
    onChange({ target: element, currentTarget: element } as ChangeEvent<Control>);
  }, [controlId, value, onChange]);
}

export function TextField({ label, hint, problems = [], ...inputProps }: TextFieldProps) {
  const { shown, ids, a11y } = useField(hint, problems);
  useTypedBeforeTheApp(ids.control, inputProps.value, inputProps.onChange);
  return (
    <FieldShell label={label} hint={hint} problems={shown} ids={ids}>
      <input {...inputProps} {...a11y} className={controlClass} />
    </FieldShell>
  );
}

type TextAreaFieldProps = FieldOptions & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Managed>;

export function TextAreaField({ label, hint, problems = [], ...areaProps }: TextAreaFieldProps) {
  const { shown, ids, a11y } = useField(hint, problems);
  useTypedBeforeTheApp(ids.control, areaProps.value, areaProps.onChange);
  return (
    <FieldShell label={label} hint={hint} problems={shown} ids={ids}>
      {/* Product rules §9: the message box is at least 120 px high. */}
      <textarea {...areaProps} {...a11y} className={`${controlClass} min-h-[120px]`} />
    </FieldShell>
  );
}

type SelectFieldProps = FieldOptions &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, Managed> & { children: ReactNode };

export function SelectField({
  label,
  hint,
  problems = [],
  children,
  ...selectProps
}: SelectFieldProps) {
  const { shown, ids, a11y } = useField(hint, problems);
  return (
    <FieldShell label={label} hint={hint} problems={shown} ids={ids}>
      <select {...selectProps} {...a11y} className={controlClass}>
        {children}
      </select>
    </FieldShell>
  );
}

/** A file picker; the page decides what happens once a file is chosen. */
export function FileField({
  label,
  hint,
  problems = [],
  ...inputProps
}: Omit<TextFieldProps, 'type'>) {
  const { shown, ids, a11y } = useField(hint, problems);
  return (
    <FieldShell label={label} hint={hint} problems={shown} ids={ids}>
      <input
        {...inputProps}
        {...a11y}
        type="file"
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:font-semibold file:text-indigo-800 hover:file:bg-indigo-100"
      />
    </FieldShell>
  );
}

/** A yes/no choice: the box before its label, the hint under both, read out with the box. */
export function CheckboxField({
  label,
  hint,
  problems = [],
  ...inputProps
}: Omit<TextFieldProps, 'type' | 'value'>) {
  const { shown, ids, a11y } = useField(hint, problems);
  return (
    <div>
      <div className="flex items-center gap-3">
        <input
          {...inputProps}
          {...a11y}
          type="checkbox"
          className="size-4 shrink-0 accent-indigo-700"
        />
        <label htmlFor={ids.control} className="text-sm font-medium text-slate-900">
          {label}
        </label>
      </div>
      {hint && (
        <div id={ids.hint} className="mt-1 pl-7 text-sm text-slate-600">
          {hint}
        </div>
      )}
      <div id={ids.problems} aria-live="polite" className="mt-1 pl-7 text-sm text-red-700">
        {shown.map((problem) => (
          <p key={problem}>{problem}</p>
        ))}
      </div>
    </div>
  );
}

/** A password with a show/hide toggle, named after the field ('Show confirm password'). */
export function PasswordField({
  label,
  hint,
  problems = [],
  ...inputProps
}: Omit<TextFieldProps, 'type'>) {
  const { shown, ids, a11y } = useField(hint, problems);
  const [visible, setVisible] = useState(false);
  useTypedBeforeTheApp(ids.control, inputProps.value, inputProps.onChange);
  return (
    <FieldShell label={label} hint={hint} problems={shown} ids={ids}>
      <input
        {...inputProps}
        {...a11y}
        type={visible ? 'text' : 'password'}
        className={`${controlClass} pr-11`}
      />
      <button
        type="button"
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-md text-slate-600 hover:text-slate-900"
        aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
        aria-controls={ids.control}
        onClick={() => setVisible((wasVisible) => !wasVisible)}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </FieldShell>
  );
}

/** A failure of the whole form, kept on screen after any toast has gone. */
export function FormAlert({
  message,
  className = '',
}: {
  message: string | null;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={['text-sm font-medium text-red-700 empty:hidden', className].join(' ')}
    >
      {message}
    </div>
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
