import { useEffect } from 'react';
import { useRouteError } from '../router/index.ts';
import { buttonStyles } from '../components/ui/button-styles.ts';

/**
 * Last resort for a page that throws or a chunk that fails to load (an old tab after a deploy, a
 * dropped connection). A full reload fetches the current build.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Unexpected error while showing the page:', error);
  }, [error]);

  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-slate-700">
        This page could not be shown. Reloading usually fixes it.
      </p>
      <button
        type="button"
        className={`${buttonStyles.primary} mt-8`}
        onClick={() => window.location.reload()}
      >
        Reload the page
      </button>
    </div>
  );
}
