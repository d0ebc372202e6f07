import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider, type Router } from '../router/index.ts';
import { clearErrorToastsOfEarlierPages } from '../lib/toast.ts';
import { sessionQueryOptions } from '../lib/session.ts';
import { createQueryClient } from './query-client.ts';
import { routes } from './routes.tsx';
import { AppToaster } from './toaster.tsx';

interface AppProps {
  queryClient: QueryClient;
  router: Router;
}

/**
 * `prefetchSession`: ask who the user is right away, in parallel with loading the first page's
 * chunk. Not when hydrating a prerendered page: its first render must be the logged-out one.
 */
export function createApp({ prefetchSession }: { prefetchSession: boolean }): AppProps {
  const queryClient = createQueryClient();
  if (prefetchSession) void queryClient.prefetchQuery(sessionQueryOptions);
  return { queryClient, router: createBrowserRouter(routes) };
}

export function App({ queryClient, router }: AppProps) {
  // Errors of the page being left are cleared when another page is shown.
  useEffect(() => {
    let pathname = router.state.location.pathname;
    return router.subscribe((state) => {
      if (state.location.pathname === pathname) return;
      pathname = state.location.pathname;
      clearErrorToastsOfEarlierPages();
    });
  }, [router]);

  // Says the page answers input: until React has taken over a prerendered page, a click on it
  // does nothing. Browser tests wait for it (e2e/support/test.ts); a stylesheet could too.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>
  );
}
