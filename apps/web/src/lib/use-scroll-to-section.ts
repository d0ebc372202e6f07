import { useCallback } from 'react';
import { useLocation, useNavigate } from '../router/index.ts';
import { paths } from './paths.ts';

/** Product rules §9: after navigating home, wait this long before scrolling to the section. */
export const SCROLL_AFTER_NAVIGATION_MS = 100;

export function scrollToSection(id: string): void {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  document.getElementById(id)?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' });
}

/** What a navigation carries in its history state to ask for a section once the page is there. */
interface ScrollRequest {
  scrollToSection: string;
}

/** The section a navigation asked for (see useScrollToHomeSection), if any. */
export function requestedSection(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('scrollToSection' in state))
    return undefined;
  const { scrollToSection: id } = state as ScrollRequest;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Scrolls to a section of the home page, going home first when on another page. From another
 * page, the request travels in the navigation's state and ScrollManager starts the delay once the
 * home page has rendered: a timer started at the click could fire before a slow render, find no
 * section, and scroll nowhere.
 */
export function useScrollToHomeSection(): (id: string) => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: string) => {
      if (pathname === paths.home) {
        scrollToSection(id);
        return;
      }
      const request: ScrollRequest = { scrollToSection: id };
      void navigate(paths.home, { state: request });
    },
    [pathname, navigate],
  );
}
