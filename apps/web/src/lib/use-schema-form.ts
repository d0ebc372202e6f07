import { useState, type ChangeEvent } from 'react';

/**
 * What the form needs of a zod schema: its `safeParse`. Typed structurally so the web app does
 * not depend on zod itself; the contract's schemas fit.
 */
interface FormSchema<Output> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Form state validated with a contract schema on submit only (spec §4, §5): each field shows the
 * first problem the last submit (or the server) found with it until the next submit.
 */
export function useSchemaForm<Field extends string, Output>(
  schema: FormSchema<Output>,
  initialValues: Record<Field, string>,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  /** Value, change handler and error for one field, to spread on a form field component. */
  function field(name: Field) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const { value } = event.target;
        setValues((previous) => ({ ...previous, [name]: value }));
      },
    };
  }

  /** Shows the first problem per field and moves focus to the first invalid control. */
  function showErrors(
    fieldErrors: Partial<Record<string, readonly string[]>>,
    form?: HTMLFormElement,
  ) {
    const next: FieldErrors<Field> = {};
    for (const name of Object.keys(initialValues) as Field[]) {
      const message = fieldErrors[name]?.[0];
      if (message) next[name] = message;
    }
    setErrors(next);
    const first = Object.keys(next)[0];
    const control = first ? form?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }

  /** The parsed values, or null after showing what is wrong. */
  function validate(form: HTMLFormElement): Output | null {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const byField: Partial<Record<string, string[]>> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0];
      if (typeof name === 'string') (byField[name] ??= []).push(issue.message);
    }
    showErrors(byField, form);
    return null;
  }

  function reset() {
    setValues(initialValues);
    setErrors({});
  }

  return { values, field, validate, showErrors, reset };
}
