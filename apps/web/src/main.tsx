import './lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRoutes, matchRoutes } from './router/index.ts';
import { App, createApp } from './app/app.tsx';
import { routes } from './app/routes.tsx';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Loads the lazy routes of the page being shown, so the router starts with them and its first
 * render is the page the server sent, not the fallback shell (which would not match the HTML).
 */
function loadRoutesOf(location: Location) {
  return loadRoutes(matchRoutes(routes, location) ?? []);
}

if (root.firstElementChild) {
  // A prerendered public page (src/prerender.tsx): made interactive in place. The session is asked
  // for after hydration starts, so the first render matches the HTML (session unknown).
  // (No top-level await: it makes the bundler split the entry into many small chunks.)
  void loadRoutesOf(window.location).then(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App {...createApp({ prefetchSession: false })} />
      </StrictMode>,
    );
  });
} else {
  createRoot(root).render(
    <StrictMode>
      <App {...createApp({ prefetchSession: true })} />
    </StrictMode>,
  );
}
