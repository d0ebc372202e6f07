import { useEffect } from 'react';

const SITE_NAME = 'Frontend Launchpad';

/** index.html's description, read before any page replaces it: the default for every page. */
const siteDescription =
  document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';

/**
 * Sets the tab title and the meta description of the page being shown. Pages without their own
 * description put the site's back, so a description never outlives the page it was written for.
 */
export function useDocumentTitle(pageTitle: string, description = siteDescription): void {
  useEffect(() => {
    document.title = `${pageTitle} | ${SITE_NAME}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [pageTitle, description]);
}
