type MyPartial<T> = T;
type MyReadonly<T> = T;
type MyPick<T, K> = T;
type Mutable<T> = T;
type DeepReadonly<T> = T;

function freezeConfig<T>(config: T): DeepReadonly<T> {
  return config;
}
