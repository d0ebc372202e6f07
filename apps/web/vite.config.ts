import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';

const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [tailwindcss()],
  server: {
    proxy: { '/api': server, '/runtime': server },
  },
  build: {
    // scripts/bundle-budget.mjs reads it to measure what the home route loads.
    manifest: true,
    rolldownOptions: {
      // React Server Components' "use client" markers mean nothing in a client-only bundle.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
      output: {
        // React changes less often than the app: its own chunk stays cached across deploys.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
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
