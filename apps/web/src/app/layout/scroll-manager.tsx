import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToSection } from '../../lib/use-scroll-to-section.ts';

/** Every path change starts at the top; a #hash (like /#faq) then scrolls to its section. */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();

  // Block body on purpose: Debian's Chromium returns a value from scrollTo, which React would
  // take for a cleanup function.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // `key` changes on every navigation, so following the same #hash link again scrolls again.
  useEffect(() => {
    if (hash.length > 1) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash, key]);

  return null;
}
