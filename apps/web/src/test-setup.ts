import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { toast } from './lib/toast.ts';

// Each test file starts from a blank page, as in a browser tab of its own. The fast lane
// (TEST_LANE=fast) runs files one after another in one jsdom window without isolation; this file
// runs before each of them, so what one file left on <html>, in storage or in stubbed globals is
// gone before the next.
document.documentElement.className = '';
document.documentElement.removeAttribute('style');
document.head.innerHTML = '';
document.body.innerHTML = '';
document.title = '';
window.history.replaceState(null, '', '/');
localStorage.clear();
sessionStorage.clear();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
vi.useRealTimers();

// findBy* and waitFor give up after 1 s by default: too soon on a loaded machine, where one
// render can take that long. A passing check still returns as soon as it holds.
configure({ asyncUtilTimeout: 5000 });

// Every test starts and ends with no toast. The toast store is global to the module: a toast
// raised late by one test (its flow still running when it timed out) must not be read by the
// next one. Removed after cleanup, once no toaster is mounted to re-render outside act().
beforeEach(() => {
  toast.remove();
});

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  toast.remove();
  vi.useRealTimers();
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
