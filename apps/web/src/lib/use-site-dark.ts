import { useSyncExternalStore } from 'react';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/**
 * Whether the site is shown dark: the `dark` class on <html> says so (the site's colour scheme
 * decision); `light` there, or an explicit `color-scheme` on it, says the site decided too. With no
 * decision on <html>, the system's preference counts.
 */
export function siteIsDark(): boolean {
  const root = document.documentElement;
  if (root.classList.contains('dark')) return true;
  if (root.classList.contains('light')) return false;
  const declared = root.style.colorScheme;
  if (declared === 'dark' || declared === 'light') return declared === 'dark';
  return window.matchMedia?.(SYSTEM_DARK).matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['class', 'style'],
  });
  const system = window.matchMedia?.(SYSTEM_DARK);
  system?.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    system?.removeEventListener('change', onChange);
  };
}

/** `siteIsDark`, kept current as the site's colour scheme or the system's preference changes. */
export function useSiteDark(): boolean {
  return useSyncExternalStore(subscribe, siteIsDark, () => false);
}
