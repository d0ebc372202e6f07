import type { MouseEvent, ReactNode } from 'react';
import { paths } from '../lib/paths.ts';
import { useScrollToHomeSection } from '../lib/use-scroll-to-section.ts';

/**
 * A real link to a section of the home page (`/#featured-program`): before and without the page's
 * scripts the browser goes there itself (issue #27). With them, product rules: a smooth scroll on
 * the home page, or home first and the scroll after the 100 ms delay. A click meant for a new tab
 * or window is left to the browser.
 */
export function HomeSectionLink({
  section,
  className,
  onNavigate,
  children,
}: {
  section: string;
  className?: string;
  /** Called before the scroll (the drawer closes itself). */
  onNavigate?: () => void;
  children: ReactNode;
}) {
  const scrollToHomeSection = useScrollToHomeSection();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onNavigate?.();
    scrollToHomeSection(section);
  };
  return (
    <a href={`${paths.home}#${section}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
