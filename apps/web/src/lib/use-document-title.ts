import { useEffect } from 'react';

const SITE_NAME = 'Frontend Launchpad';

export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle} | ${SITE_NAME}`;
  }, [pageTitle]);
}
