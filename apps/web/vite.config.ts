import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';

const server = 'http://localhost:3000';

/** The modules of the 'app-core' chunk (below), each loaded by every route. */
const appCore = [
  /apps[\\/]web[\\/]src[\\/]router[\\/][a-z-]+\.tsx?$/,
  /apps[\\/]web[\\/]src[\\/]lib[\\/](paths|api-client|api[\\/]query-keys)\.ts$/,
  /packages[\\/]contract[\\/]src[\\/](site-paths|constants)\.ts$/,
  /node_modules[\\/]@tanstack[\\/]react-query[\\/].*[\\/]QueryClientProvider\.js$/,
];

/**
 * Chunks of pages only the team and mentors open (see modulePreload below): the staff's pages
 * and the team's inbox, batches, payments, certificates and person pages.
 */
const staffOnlyChunk =
  /(^|\/)(staff-pages|require-team|admin-page|batches-page|payments-page|person-page|admin-certificates-page)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [tailwindcss()],
  server: {
    proxy: { '/api': server, '/runtime': server },
  },
  build: {
    // scripts/bundle-budget.mjs reads it to measure what the home route loads.
    manifest: true,
    modulePreload: {
      // Pages only the team and mentors open load their chunks as they import them, without a
      // preload list: each list sits in the home route's chunk, which has a 100 kB budget.
      resolveDependencies: (url, deps) => (staffOnlyChunk.test(url) ? [] : deps),
    },
    rolldownOptions: {
      // React Server Components' "use client" markers mean nothing in a client-only bundle.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
      output: {
        // React changes less often than the app: its own chunk stays cached across deploys.
        // The small shared modules that every route loads (the router, paths, the API client,
        // query keys, the contract's constants, the query client's provider) go in one chunk:
        // gzipped together they weigh less than as six chunks of a few hundred bytes each, which
        // keeps the home route under its 100 kB budget (scripts/bundle-budget.mjs).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'app-core', test: (id) => appCore.some((pattern) => pattern.test(id)) },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // Sized for a loaded 2-core machine: the longest flows (settings save, sign-up) type dozens
    // of characters through user-event and take about 4 s on an idle one.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Stubbed globals (fetch) and spies never outlive their test, whatever the file's own hooks do.
    unstubGlobals: true,
    restoreMocks: true,
  },
});
