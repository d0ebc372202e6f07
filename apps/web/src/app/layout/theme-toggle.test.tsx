import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
// The script index.html loads before the first paint: it alone applies the theme.
import themeScript from '../../../public/theme.js?raw';
import { THEME_CHANGE_EVENT, THEME_STORAGE_KEY } from '../../lib/theme.ts';
import { renderRoutes, testUser } from '../../testing/render.tsx';
import { Header } from './header.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** The system's colour scheme, as `matchMedia('(prefers-color-scheme: dark)')` reports it. */
const system = {
  listeners: new Set<() => void>(),
  query: {
    matches: false,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: () => void) => system.listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => system.listeners.delete(listener),
  },
  set(scheme: 'light' | 'dark') {
    system.query.matches = scheme === 'dark';
    for (const listener of system.listeners) listener();
  },
};

const isDark = () => document.documentElement.classList.contains('dark');
const saved = () => localStorage.getItem(THEME_STORAGE_KEY);
const themeColorMedia = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => [
    meta.dataset.scheme,
    meta.media,
  ]);

beforeAll(() => {
  for (const scheme of ['light', 'dark']) {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.dataset.scheme = scheme;
    meta.media = `(prefers-color-scheme: ${scheme})`;
    document.head.append(meta);
  }
  vi.stubGlobal('matchMedia', () => system.query);
  vi.stubGlobal('CSS', { supports: () => true });
  // Run once for the whole file, as a page runs it once: its listeners live as long as the page.
  new Function(themeScript)();
});

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => system.query);
  localStorage.clear();
  system.set('light');
});

describe('the theme script (public/theme.js)', () => {
  it('follows the system while nothing is saved', () => {
    expect(isDark()).toBe(false);
    system.set('dark');
    expect(isDark()).toBe(true);
    expect(themeColorMedia()).toEqual([
      ['light', '(prefers-color-scheme: light)'],
      ['dark', '(prefers-color-scheme: dark)'],
    ]);
    system.set('light');
    expect(isDark()).toBe(false);
  });

  it('applies a saved choice over the system, and the theme colour with it', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
    expect(isDark()).toBe(true);
    expect(themeColorMedia()).toEqual([
      ['light', 'not all'],
      ['dark', 'all'],
    ]);

    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    system.set('dark');
    expect(isDark()).toBe(false);
    // Said outright: the editor's 'Match site' reads it rather than the dark system.
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });
});

describe('ThemeToggle', () => {
  it('switches the theme, saves the choice and says what it will do next', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ThemeToggle variant="icon" className="" /> }], {
      initialEntry: '/',
    });

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(isDark()).toBe(true);
    expect(saved()).toBe('dark');

    // Light is the system's theme: nothing is saved, so the site follows the system again.
    await user.click(await screen.findByRole('button', { name: 'Switch to light theme' }));
    expect(isDark()).toBe(false);
    expect(saved()).toBeNull();
    expect(await screen.findByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });

  it('follows a change of the system while shown', async () => {
    renderRoutes([{ path: '/', element: <ThemeToggle variant="icon" className="" /> }], {
      initialEntry: '/',
    });
    act(() => system.set('dark'));
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  it('holds its place unseen in a prerendered page, then hydrates without a mismatch', async () => {
    system.set('dark');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ThemeToggle variant="icon" className="p-2" />);
    document.body.append(container);
    const prerendered = within(container).getByRole('button', { hidden: true });
    expect(prerendered).toHaveAttribute('aria-hidden', 'true');
    expect(prerendered).toHaveClass('invisible');

    const consoleError = vi.spyOn(console, 'error');
    const recoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <ThemeToggle variant="icon" className="p-2" />, {
        onRecoverableError: recoverableError,
      });
    });
    const button = within(container).getByRole('button', { name: 'Switch to light theme' });
    expect(button).not.toHaveClass('invisible');
    expect(recoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    container.remove();
  });

  it('is in the user menu too, which closes once it is used', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <Header /> }], { initialEntry: '/', session: testUser });

    await user.click(await screen.findByRole('button', { name: /Asha Verma/ }));
    const menu = screen.getByRole('link', { name: 'Profile' }).closest('ul')!;
    await user.click(within(menu).getByRole('button', { name: 'Switch to dark theme' }));
    expect(isDark()).toBe(true);
    expect(saved()).toBe('dark');
    expect(screen.getByRole('button', { name: /Asha Verma/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
