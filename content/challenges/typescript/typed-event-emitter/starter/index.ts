class Emitter<Events> {
  private listeners: Record<string, Function[]> = {};

  on(event: string, listener: Function) {
    (this.listeners[event] ??= []).push(listener);
  }

  off(event: string, listener: Function) {}

  emit(event: string, payload?: unknown) {
    for (const listener of this.listeners[event] ?? []) listener(payload);
  }
}
