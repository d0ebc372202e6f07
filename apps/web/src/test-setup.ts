import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// jsdom does not implement scrolling, which the shell does on every navigation. Plain stubs, not
// spies, so that a test's vi.restoreAllMocks() cannot bring back jsdom's noisy versions.
Object.defineProperty(window, 'scrollTo', { value: vi.fn(), writable: true });
Element.prototype.scrollIntoView = vi.fn();

// jsdom has no modal dialogs. Enough of them for the app's <dialog>s: open, close with its
// 'close' event, and Escape (the browser's cancel) while open.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    document.removeEventListener('keydown', onKeyDown);
    if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
  };
  document.addEventListener('keydown', onKeyDown);
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
