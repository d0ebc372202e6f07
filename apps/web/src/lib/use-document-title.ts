import { useEffect } from 'react';

export const SITE_NAME = 'Frontend Launchpad';

/** The site's description: the default for every page without its own. */
export const SITE_DESCRIPTION =
  'Frontend Launchpad: short, practical, job-oriented frontend programs with live classes and mentorship, and free in-browser HTML, CSS, JavaScript and React coding challenges.';

export interface PageHead {
  title: string;
  description: string;
}

/**
 * What the page rendered last at build time asked for: the prerender (src/prerender.tsx) writes
 * it into the page's <head>. Effects do not run in a server render, so the page records it while
 * rendering; in the browser this stays untouched.
 */
export const prerenderedHead: { current: PageHead | null } = { current: null };

function recordPrerenderedHead(head: PageHead) {
  prerenderedHead.current = head;
}

/**
 * Sets the tab title and the meta description of the page being shown. Pages without their own
 * description put the site's back, so a description never outlives the page it was written for.
 */
export function useDocumentTitle(pageTitle: string, description = SITE_DESCRIPTION): void {
  const title = `${pageTitle} | ${SITE_NAME}`;
  if (typeof document === 'undefined') recordPrerenderedHead({ title, description });
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
