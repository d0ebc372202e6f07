type Listener<Payload> = (payload: Payload) => void;

class Emitter<Events extends Record<string, unknown>> {
  private listeners: { [E in keyof Events]?: Listener<Events[E]>[] } = {};

  on<E extends keyof Events>(event: E, listener: Listener<Events[E]>): () => void {
    (this.listeners[event] ??= []).push(listener);
    return () => this.off(event, listener);
  }

  off<E extends keyof Events>(event: E, listener: Listener<Events[E]>): void {
    const list = this.listeners[event];
    if (!list) return;
    if (list.includes(listener)) this.listeners[event] = [];
  }

  emit<E extends keyof Events>(event: E, payload: Events[E]): void {
    // A copy: a listener that removes itself does not skip the next one.
    for (const listener of [...(this.listeners[event] ?? [])]) listener(payload);
  }
}
