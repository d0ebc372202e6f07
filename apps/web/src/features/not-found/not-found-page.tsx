import { messages } from '@launchpad/contract';
import { useEffect } from 'react';
import { Link, useLocation } from '../../router/index.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-indigo-700">404</p>
      <h1 className="mt-4 text-heading font-bold text-slate-900">{messages.notFoundTitle}</h1>
      <Link to={paths.home} className={`${buttonStyles.primary} mt-8`}>
        {messages.returnHome}
      </Link>
    </div>
  );
}
