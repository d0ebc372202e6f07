type HandlerName<E extends string> = string;
type Handlers<E extends string> = Record<string, () => void>;

function handlerName<E extends string>(event: E): HandlerName<E> {
  return event;
}

function fire<E extends string>(handlers: Handlers<E>, event: E): boolean {
  return false;
}
