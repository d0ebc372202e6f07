import { useEffect, useRef } from 'react';
import { useLocation } from '../../router/index.ts';
import {
  requestedSection,
  SCROLL_AFTER_NAVIGATION_MS,
  scrollToSection,
} from '../../lib/use-scroll-to-section.ts';

/**
 * Every path change starts at the top; a #hash (like /#faq) then scrolls to its section, and so
 * does a section asked for in the navigation's state (Programs from another page), after the
 * product's delay. The first page is left where the browser put it: a visitor who scrolled (and
 * tapped) before the scripts ran, or a reload that restored the place, keeps it.
 */
export function ScrollManager() {
  const { pathname, hash, key, state } = useLocation();
  const section = requestedSection(state);
  const shownPath = useRef(pathname);

  // Block body on purpose: Debian's Chromium returns a value from scrollTo, which React would
  // take for a cleanup function.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  // `key` changes on every navigation, so following the same #hash link again scrolls again.
  useEffect(() => {
    if (hash.length > 1) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash, key]);

  // Runs after the new page's commit (and after the scroll to the top above), so the section exists.
  useEffect(() => {
    if (section === undefined) return;
    const timer = setTimeout(() => scrollToSection(section), SCROLL_AFTER_NAVIGATION_MS);
    return () => clearTimeout(timer);
  }, [section, key]);

  return null;
}
