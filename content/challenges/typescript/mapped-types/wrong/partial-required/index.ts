type MyPartial<T> = { [K in keyof T]: T[K] | undefined };
type MyReadonly<T> = { readonly [K in keyof T]: T[K] };
type MyPick<T, K extends keyof T> = { [P in K]: T[P] };
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

function freezeConfig<T>(config: T): DeepReadonly<T> {
  return config as DeepReadonly<T>;
}
