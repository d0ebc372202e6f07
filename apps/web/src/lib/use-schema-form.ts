import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError } from './api-client.ts';
import { shellMessages } from './shell-messages.ts';
import { showToast, toast } from './toast.ts';

/**
 * What the form needs of a zod schema: its `safeParse`. Typed structurally so the web app does
 * not depend on zod itself; the contract's schemas fit, and so does a form's own check.
 */
export interface FormSchema<Output> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

/**
 * Problems keyed by the path of the value they are about, the way the server's `fieldErrors` are:
 * 'email', 'socialLinks.github', 'education.0.instituteName'. '' is the form as a whole.
 */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/** A toast's text, or a title over a text (product rules §8: 'Error' / 'Failed to send message...'). */
export type ToastText = string | { title: string; text: string };

/**
 * What a refused submit shows: problems beside their fields, a message on the form (FormAlert),
 * an error toast; any of them. The form decides, so that product rules §8's rules hold (log in: the
 * server's reason on the form or the toast, never both).
 */
export interface Failure {
  fieldErrors?: Readonly<Partial<Record<string, readonly string[]>>>;
  alert?: string | null;
  toast?: ToastText;
}

/** Paths ('socialLinks.github', 'education.0.endYear') to the text values of a form. */
export type FieldPath<T> = T extends readonly (infer Item)[]
  ? Item extends string
    ? `${number}`
    : `${number}.${FieldPath<Item>}`
  : {
      [Key in keyof T & string]: T[Key] extends string
        ? Key
        : T[Key] extends object
          ? `${Key}.${FieldPath<T[Key]>}`
          : never;
    }[keyof T & string];

/** What the callbacks may do with the form. */
export interface FormHelpers<Values> {
  /** Back to the initial values (or to `values`), with no problem shown. */
  reset: (values?: Values) => void;
  /** Whether the form has a value at this path (a server error about it shows by its field). */
  hasField: (path: string) => boolean;
}

export interface SchemaFormOptions<Values, Output, Result> {
  /** Judges the values on submit (product rules §4, §5: on submit only). Without one they go as they are. */
  schema?: FormSchema<Output>;
  initialValues: Values;
  /** The call; `data` is what the schema made of the values. A throw is a failed submit. */
  submit: (data: Output, values: Values) => Promise<Result>;
  /** After a successful call (the toast, a reset, a navigation); pending until it settles. */
  onSuccess?: (result: Result, form: FormHelpers<Values>) => void | Promise<void>;
  /** What a failed call shows; `serverFailure` unless given. */
  onError?: (error: unknown, form: FormHelpers<Values>) => Failure;
  /** What values the schema refused show; each problem beside its field unless given. */
  onInvalid?: (fieldErrors: FieldErrors) => Failure;
  /**
   * Forget a field's problems as soon as its value changes. Without it they stay until the next
   * submit judges the value again (product rules §4: the contact form validates on submit only).
   */
  forgetErrorsOnChange?: boolean;
  /** Problems to show from the start (the server's, on a page it rendered for a failed post). */
  initialErrors?: FieldErrors;
  /** A message on the form from the start (the same). */
  initialAlert?: string | null;
}

type ChangeEventOfControl = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * The default reading of a failed call: a problem the server found with a field of this form
 * shows by that field; any other refusal shows the server's reason on the form; a failure that
 * brought no reason (offline, a proxy's page) shows 'Something went wrong. Please try again.'.
 */
export function serverFailure(error: unknown, hasField: (path: string) => boolean): Failure {
  if (!(error instanceof ApiError) || !error.fromServer) {
    return { alert: shellMessages.somethingWentWrong };
  }
  return Object.keys(error.fieldErrors).some(hasField)
    ? { fieldErrors: error.fieldErrors }
    : { alert: error.message };
}

/** The server's field problems of a failed call, if it sent any. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof ApiError ? error.fieldErrors : {};
}

function getIn(source: unknown, path: string): unknown {
  let node = source;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function setIn<T>(source: T, path: string, value: unknown): T {
  const [key = '', ...rest] = path.split('.');
  const node = source as Record<string, unknown>;
  const child = rest.length === 0 ? value : setIn(node[key], rest.join('.'), value);
  if (Array.isArray(source)) {
    const copy: unknown[] = [...source];
    copy[Number(key)] = child;
    return copy as T;
  }
  return { ...node, [key]: child } as T;
}

/** A path and the paths of its parts ('experience.0.skills' and 'experience.0.skills.2'). */
const isWithin = (key: string, path: string) => key === path || key.startsWith(`${path}.`);

function byPath(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.map(String).join('.')] ??= []).push(issue.message);
  return errors;
}

function withoutEmpty(fieldErrors: Failure['fieldErrors'] = {}): FieldErrors {
  const kept: Record<string, readonly string[]> = {};
  for (const [path, problems] of Object.entries(fieldErrors)) {
    if (problems && problems.length > 0) kept[path] = problems;
  }
  return kept;
}

function showFailureToast(text: ToastText) {
  if (typeof text === 'string') toast.error(text);
  else showToast(text.title, text.text, 'destructive');
}

/**
 * The one form hook of the app: values, the schema's judgement on submit, the call, and what a
 * failure shows (problems beside their fields, nested ones included, a message on the form, a
 * toast), with focus moved to the first field with a problem and `pending` while the call and
 * `onSuccess` run (for 'Submitting...' / 'Sending...' labels).
 */
export function useSchemaForm<Values extends object, Output = Values, Result = unknown>(
  options: SchemaFormOptions<Values, Output, Result>,
) {
  const { schema, initialValues, submit, onSuccess, onError, onInvalid, forgetErrorsOnChange } =
    options;
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>(options.initialErrors ?? {});
  const [alert, setAlert] = useState<string | null>(options.initialAlert ?? null);
  const [pending, setPending] = useState(false);
  // Bumped when problems are shown, to focus the first field with one once it is marked.
  const [focusRequests, setFocusRequests] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);
  const running = useRef(false);

  useEffect(() => {
    if (focusRequests === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequests]);

  const helpers: FormHelpers<Values> = {
    reset(next = initialValues) {
      setValues(next);
      setErrors({});
      setAlert(null);
    },
    hasField: (path) => path !== '' && getIn(values, path) !== undefined,
  };

  function show(failure: Failure) {
    const fieldErrors = withoutEmpty(failure.fieldErrors);
    setErrors(fieldErrors);
    setAlert(failure.alert ?? null);
    if (failure.toast !== undefined) showFailureToast(failure.toast);
    if (Object.keys(fieldErrors).length > 0) setFocusRequests((count) => count + 1);
  }

  async function run(data: Output, submitted: Values) {
    running.current = true;
    setPending(true);
    try {
      let result: Result;
      try {
        result = await submit(data, submitted);
      } catch (error) {
        show(onError ? onError(error, helpers) : serverFailure(error, helpers.hasField));
        return;
      }
      await onSuccess?.(result, helpers);
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  /** The form's onSubmit: judge, then send; nothing while a submit is running. */
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (running.current) return;
    formRef.current = event.currentTarget;
    const submitted = values;
    let data: Output;
    if (schema) {
      const result = schema.safeParse(submitted);
      if (!result.success) {
        const found = byPath(result.error.issues);
        show(onInvalid ? onInvalid(found) : { fieldErrors: found });
        return;
      }
      data = result.data;
    } else {
      data = submitted as unknown as Output;
    }
    setErrors({});
    setAlert(null);
    void run(data, submitted);
  }

  /** The problems shown for a value and its parts. */
  function problemsOf(path: string): string[] {
    return [
      ...new Set(
        Object.entries(errors)
          .filter(([key]) => isWithin(key, path))
          .flatMap(([, problems]) => problems),
      ),
    ];
  }

  const setValue = ((path: string, value: unknown) => {
    setValues((previous) => setIn(previous, path, value));
    if (forgetErrorsOnChange) {
      setErrors((previous) =>
        Object.fromEntries(Object.entries(previous).filter(([key]) => !isWithin(key, path))),
      );
    }
  }) as {
    /** A text value, wherever it is. */
    (path: FieldPath<Values>, value: string): void;
    /** A whole top-level value (a list of rows). */
    <Key extends keyof Values & string>(key: Key, value: Values[Key]): void;
  };

  /** Name, value, change handler and problems of one text value, to spread on a field. */
  function field(path: FieldPath<Values>) {
    return {
      name: path,
      value: getIn(values, path) as string,
      problems: problemsOf(path),
      onChange: (event: ChangeEventOfControl) => setValue(path, event.target.value),
    };
  }

  return {
    values,
    /** Every problem shown, by path. */
    errors,
    /** The message on the form as a whole (render it with FormAlert). */
    alert,
    pending,
    field,
    problemsOf,
    setValue,
    reset: helpers.reset,
    handleSubmit,
  };
}
