/**
 * Build-time rendering of the public pages (decision 0011). `scripts/prerender.mjs` builds this
 * module for Node, renders each page to HTML with React's static renderer and writes it into the
 * built index.html; the browser hydrates it (main.tsx). The same route table and components render
 * here and in the browser, with the session unknown in both, so the HTML matches the first render.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from './router/index.ts';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { AppToaster } from './app/toaster.tsx';
export { jsonLdScript, structuredDataFor } from './app/structured-data.ts';
import { paths } from './lib/paths.ts';
import { prerenderedHead, type PageHead } from './lib/use-document-title.ts';

/** The pages rendered at build time, by the file name they are written to. */
export const prerenderedPages = {
  home: paths.home,
  program: paths.program,
  about: paths.about,
  contact: paths.contact,
  login: paths.login,
  // Any path that matches no route renders the not-found page; this one stands for them all.
  'not-found': '/__not-found__',
} as const;

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  head: PageHead;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  // A router that never moves, at the page's path, with its lazy routes loaded first.
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await router.ready();

  prerenderedHead.current = null;
  // The same tree as App (app/app.tsx), with the static router in place of the browser's.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
        <AppToaster />
      </QueryClientProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (!prerenderedHead.current) throw new Error(`${path} set no document title`);
  return { html, head: prerenderedHead.current };
}
