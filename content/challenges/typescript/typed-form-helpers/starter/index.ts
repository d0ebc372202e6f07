// Rewrite each type as a mapped type over the keys of T.
type FieldErrors<T> = Record<string, string>;

type Touched<T> = Record<string, boolean>;

type Validators<T> = Record<string, (value: any, values: T) => string | undefined>;

function setField<T>(values: T, key: string, value: unknown): T {
  return values;
}

function untouched<T extends object>(values: T): Touched<T> {
  return {};
}

function validate<T extends object>(values: T, validators: Validators<T>): FieldErrors<T> {
  return {};
}
