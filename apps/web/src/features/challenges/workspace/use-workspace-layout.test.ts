import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../../../lib/use-media-query.ts';
import { useWorkspaceLayout } from './use-workspace-layout.ts';

/** The screen's width as matchMedia reports it (jsdom has none). */
function screenIsPhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === PHONE_QUERY,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** A button on the page, as the one that opens the comparison. */
function button(name: string) {
  const element = document.createElement('button');
  element.textContent = name;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('useWorkspaceLayout', () => {
  it('is laid out for a phone under 768 px, and for a desktop otherwise', () => {
    screenIsPhone(true);
    expect(renderHook(() => useWorkspaceLayout('script.js')).result.current.phone).toBe(true);
    screenIsPhone(false);
    expect(renderHook(() => useWorkspaceLayout('script.js')).result.current.phone).toBe(false);
  });

  it("opens on the challenge's file and the phone's instructions; the tests can be brought up", () => {
    const { result } = renderHook(() => useWorkspaceLayout('script.js'));
    expect(result.current.activePath).toBe('script.js');
    expect(result.current.phonePanel).toBe('instructions');
    act(() => result.current.setActivePath('index.html'));
    act(() => result.current.showTests());
    expect(result.current.activePath).toBe('index.html');
    expect(result.current.phonePanel).toBe('tests');
  });

  it('gives the focus back to what opened the comparison once it closes', () => {
    const { result } = renderHook(() => useWorkspaceLayout('script.js'));
    const opener = button('Compare with our solution');
    opener.focus();
    act(() => result.current.openComparison());
    expect(result.current.comparing).toBe(true);
    // The comparison takes the focus while it is open.
    button('Back to the editor').focus();
    act(() => result.current.closeComparison());
    expect(result.current.comparing).toBe(false);
    expect(document.activeElement).toBe(opener);
  });
});
