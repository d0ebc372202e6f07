type HandlerName<E extends string> = `on${Capitalize<E>}`;
type Handlers<E extends string> = { [Event in E as HandlerName<Event>]?: () => void };

function handlerName<E extends string>(event: E): HandlerName<E> {
  return `on${event.charAt(0).toUpperCase()}${event.slice(1)}` as HandlerName<E>;
}

function fire<E extends string>(handlers: Handlers<E>, event: E): boolean {
  const handler = (handlers as Record<string, (() => void) | undefined>)[handlerName(event)];
  if (!handler) return false;
  handler();
  return true;
}
