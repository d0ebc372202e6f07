import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * `npm run test:fast` (TEST_LANE=fast): the inner loop, about 1.5 minutes here. It leaves out the
 * grader's own suites and the server suites that start Chromium pools, real server processes or
 * several graders, runs the database suites on SQLite alone (testing/test-app.ts), and runs the
 * server's and the web app's files without isolation: each worker imports the app once, not once
 * per file (the imports were half of the lane's time). Every server suite builds its own app on
 * its own database; the web files start from a blank page (apps/web/src/test-setup.ts). The full
 * suite (`npm test`, CI) runs everything, isolated, on both databases.
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
    // Vitest's default on 2 cores is one file at a time per core; the server's files spend much of
    // their time waiting on PostgreSQL, Redis and sockets, so a third worker fills that time.
    ...(fastLane ? { maxWorkers: 3 } : {}),
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
          isolate: !fastLane,
          globalSetup: ['../../testing/runtime-setup.ts'],
          // Database suites share one PostgreSQL server; each file gets its own schema.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      ...(fastLane ? webProjectsOfTheFastLane() : ['./apps/web/vite.config.ts']),
    ],
  },
});

/**
 * The web app's files in the fast lane: most share one jsdom window (src/test-setup.ts blanks
 * the page, storage and stubs before each file), and those that mock a module (`vi.mock`) run
 * isolated, since a module another file imported first would stay unmocked for them. Found by
 * reading the files, so a new test that mocks a module is isolated without a list to keep.
 */
function webProjectsOfTheFastLane() {
  const source = join(import.meta.dirname, 'apps/web/src');
  const testFiles = readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file.split(sep).join('/')}`);
  const mocking = testFiles.filter((file) =>
    readFileSync(join(source, '..', file), 'utf8').includes('vi.mock('),
  );
  const shared = testFiles.filter((file) => !mocking.includes(file));
  // `extends` appends these excludes to the web config's own.
  return [
    {
      extends: './apps/web/vite.config.ts',
      test: { root: 'apps/web', isolate: false, exclude: mocking },
    },
    {
      extends: './apps/web/vite.config.ts',
      test: { root: 'apps/web', name: 'web (isolated)', exclude: shared },
    },
  ];
}

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
