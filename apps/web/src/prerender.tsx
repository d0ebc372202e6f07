/**
 * Build-time rendering of the public pages (decision 0011). `scripts/prerender.mjs` builds this
 * module for Node, renders each page to HTML with React's static renderer and writes it into the
 * built index.html; the browser hydrates it (main.tsx). The same route table and components render
 * here and in the browser, with the session unknown in both, so the HTML matches the first render.
 */
import { nativeForms, XSRF_TOKEN_PLACEHOLDER, type NativeFormState } from '@launchpad/contract';
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
import { NativeFormProvider } from './lib/native-form-state.tsx';

/** The pages rendered at build time, by the file name they are written to. */
export const prerenderedPages = {
  home: paths.home,
  program: paths.program,
  about: paths.about,
  contact: paths.contact,
  enroll: paths.enroll,
  login: paths.login,
  // Any path that matches no route renders the not-found page; this one stands for them all.
  'not-found': '/__not-found__',
} as const;

/** The pages whose forms post natively; the server renders its answers to them into their shells. */
export const nativeFormPagePaths: readonly string[] = Object.values(nativeForms);

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  head: PageHead;
}

/**
 * A page at build time: its forms carry a placeholder for the anti-forgery token, which the
 * server fills in for each visitor.
 */
export function renderPage(path: string): Promise<RenderedPage> {
  return render(path, null, XSRF_TOKEN_PLACEHOLDER);
}

/**
 * A lead form's page as the server answers a native post of it (decision 0020), when it runs:
 * rendered for the outcome, with the visitor's token. The markup that goes inside #root.
 */
export async function renderNativeFormPage(
  state: NativeFormState,
  xsrfToken: string,
): Promise<string> {
  return (await render(nativeForms[state.form], state, xsrfToken)).html;
}

/** The page heads the last render set (build time only: renders then run one at a time). */

async function render(
  path: string,
  nativeFormState: NativeFormState | null,
  xsrfToken: string,
): Promise<RenderedPage> {
  // A router that never moves, at the page's path, with its lazy routes loaded first.
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await router.ready();

  prerenderedHead.current = null;
  // The same tree as App (app/app.tsx), with the static router in place of the browser's.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <NativeFormProvider state={nativeFormState} token={xsrfToken}>
          <RouterProvider router={router} />
        </NativeFormProvider>
        <AppToaster />
      </QueryClientProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // The head is read at build time only, where pages render one at a time (the server's renders
  // of form pages may overlap, and keep the head of the page's shell).
  const head = prerenderedHead.current ?? { title: '', description: '' };
  if (!nativeFormState && !head.title) throw new Error(`${path} set no document title`);
  return { html, head };
}
