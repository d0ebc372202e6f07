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
    const index = list.indexOf(listener);
    if (index !== -1) list.splice(index, 1);
  }

  emit(event: keyof Events, payload: unknown): void {
    // A copy: a listener that removes itself does not skip the next one.
    for (const listener of [...(this.listeners[event] ?? [])]) (listener as Listener<unknown>)(payload);
  }
}
