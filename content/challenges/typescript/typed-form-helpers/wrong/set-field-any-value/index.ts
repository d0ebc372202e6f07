type FieldErrors<T> = { [K in keyof T]?: string };

type Touched<T> = { [K in keyof T]: boolean };

type Validators<T> = { [K in keyof T]?: (value: T[K], values: T) => string | undefined };

function setField<T>(values: T, key: keyof T, value: T[keyof T]): T {
  return { ...values, [key]: value };
}

function untouched<T extends object>(values: T): Touched<T> {
  const touched = {} as Touched<T>;
  for (const key of Object.keys(values) as (keyof T)[]) touched[key] = false;
  return touched;
}

function validate<T extends object>(values: T, validators: Validators<T>): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const key of Object.keys(validators) as (keyof T)[]) {
    const message = validators[key]?.(values[key], values);
    if (message !== undefined) errors[key] = message;
  }
  return errors;
}
