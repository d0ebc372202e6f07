import { configDefaults, defineConfig } from 'vitest/config';

/**
 * `npm run test:fast` (TEST_LANE=fast): the inner loop, a couple of minutes here. It leaves out
 * the grader's own suites and the server suites that start Chromium pools, real server processes
 * or several graders, and runs the database suites on SQLite alone (testing/test-app.ts). The
 * full suite (`npm test`, CI) runs everything on both databases.
 */
const fastLane = process.env.TEST_LANE === 'fast';
const slowServerSuites = [
  // Chromium pools grading many submissions.
  'src/modules/challenges/grading.test.ts',
  'src/modules/challenges/fair-grading.test.ts',
  'src/modules/challenges/threaded-grader.test.ts',
  'src/bundled-chromium.test.ts',
  // Real server processes, killed and restarted.
  'src/durability.test.ts',
  'src/graceful-stop.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'runner',
          root: 'packages/runner',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'content',
          root: 'packages/content',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...(fastLane ? [] : [graderProject()]),
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(fastLane ? slowServerSuites : [])],
          environment: 'node',
          globalSetup: ['../../testing/runtime-setup.ts'],
          // Database suites share one PostgreSQL server; each file gets its own schema.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});

function graderProject() {
  return {
    test: {
      name: 'grader',
      root: 'packages/grader',
      include: ['src/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['../../testing/runtime-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
}
