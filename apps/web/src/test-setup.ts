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
