import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from './paths.ts';

/** Product rules §9: after navigating home, wait this long so the page has rendered before scrolling. */
const SCROLL_AFTER_NAVIGATION_MS = 100;

export function scrollToSection(id: string): void {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  document.getElementById(id)?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' });
}

/** Scrolls to a section of the home page, going home first when on another page. */
export function useScrollToHomeSection(): (id: string) => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: string) => {
      if (pathname === paths.home) {
        scrollToSection(id);
        return;
      }
      void navigate(paths.home);
      setTimeout(() => scrollToSection(id), SCROLL_AFTER_NAVIGATION_MS);
    },
    [pathname, navigate],
  );
}
