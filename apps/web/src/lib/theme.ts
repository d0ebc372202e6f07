import { useSyncExternalStore } from 'react';

/**
 * The site's theme (decision 0012). public/theme.js owns it: it applies the saved choice before
 * the first paint, follows the system, and re-applies on 'launchpad:theme'. The app reads the
 * result from <html> and saves a new choice.
 */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const THEME_CHANGE_EVENT = 'launchpad:theme';

const root = () => document.documentElement;
const shownTheme = (): Theme => (root().classList.contains('dark') ? 'dark' : 'light');

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(root(), { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * The theme on screen. `null` while hydrating a page rendered at build time, which cannot know
 * it: the first render must match that HTML.
 */
export function useTheme(): Theme | null {
  return useSyncExternalStore(subscribe, shownTheme, () => null);
}

/**
 * Saves the choice and has theme.js apply it. Choosing the system's own theme goes back to
 * following the system, so a later change of the system's setting shows.
 */
export function chooseTheme(theme: Theme): void {
  const systemTheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  try {
    if (theme === systemTheme) localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked (some private modes): nothing can be saved, so the system's theme stays.
  }
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}
