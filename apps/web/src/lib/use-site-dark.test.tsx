import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSiteDark } from './use-site-dark.ts';

/** The system's colour scheme preference, as matchMedia reports it (jsdom has none). */
function systemPrefersDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  document.documentElement.className = '';
});

describe('useSiteDark', () => {
  it("follows the site's class on <html> as it changes, whatever the system prefers", async () => {
    systemPrefersDark(true);
    document.documentElement.classList.add('light');
    const { result } = renderHook(() => useSiteDark());
    expect(result.current).toBe(false);
    await act(async () => {
      document.documentElement.classList.replace('light', 'dark');
    });
    expect(result.current).toBe(true);
  });

  it("follows the system's preference while <html> carries no decision", () => {
    systemPrefersDark(true);
    expect(renderHook(() => useSiteDark()).result.current).toBe(true);
    systemPrefersDark(false);
    expect(renderHook(() => useSiteDark()).result.current).toBe(false);
  });
});
