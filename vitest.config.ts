import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * One configuration, two lanes. Both run the server's and the web app's files without isolation
 * where they can: each worker imports the app once, not once per file (the imports were more than
 * half of the suite's time). Every server suite builds its own app on its own database; the web
 * files start from a blank page (apps/web/src/test-setup.ts). The server suites that start real
 * processes or Chromium pools run isolated, in a project of their own.
 *
 * `npm test` (CI) runs everything on both databases. `npm run test:fast` (TEST_LANE=fast), the
 * inner loop of about 1.5 minutes here, leaves out the grader's own suites, the process suites
 * and the longest suites (below) and runs the database suites on SQLite alone
 * (testing/test-app.ts).
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
  'src/reminders-durability.test.ts',
  'src/graceful-stop.test.ts',
];

/**
 * The longest suites of the inner loop (about a third of its time, `npm run test:fast`'s own
 * per-file figures): the fuzzer's thousands of requests, the 50-learner booking race and the
 * backup-and-restore rounds. `npm test` runs them on both databases; the fast lane leaves them.
 */
const leftToTheFullRun = [
  'src/fuzz.test.ts',
  'src/modules/mentoring/routes.test.ts',
  'src/ops/backup.test.ts',
];

/**
 * Files at once, in both lanes. Vitest's default on 2 cores is one file at a time (cores - 1),
 * which left a core idle through most of `npm test`; the server's files also spend much of their
 * time waiting on PostgreSQL, Redis and sockets, so a third worker fills that time. The Chromium
 * and process suites run beside the rest: they were written to hold on a busy machine (measured:
 * docs/decisions/0032-ci-run-time.md).
 */
const FILES_AT_ONCE = 3;

export default defineConfig({
  test: {
    maxWorkers: FILES_AT_ONCE,
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
      serverProject('server', {
        exclude: [
          ...configDefaults.exclude,
          ...slowServerSuites,
          ...(fastLane ? leftToTheFullRun : []),
        ],
        isolate: false,
      }),
      ...(fastLane ? [] : [serverProject('server (processes)', { include: slowServerSuites })]),
      ...webProjects(),
    ],
  },
});

/**
 * The web app's files: most share one jsdom window (src/test-setup.ts blanks
 * the page, storage and stubs before each file), and those that mock a module (`vi.mock`) run
 * isolated, since a module another file imported first would stay unmocked for them. Found by
 * reading the files, so a new test that mocks a module is isolated without a list to keep.
 */
function webProjects() {
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

/**
 * The server's suites: each builds its own app on its own database, so most share a worker's
 * imports (`isolate: false`); the suites that start processes or Chromium pools run isolated.
 */
function serverProject(
  name: string,
  files: { include?: string[]; exclude?: string[]; isolate?: boolean },
) {
  return {
    test: {
      name,
      root: 'apps/server',
      include: files.include ?? ['src/**/*.test.ts'],
      exclude: files.exclude ?? configDefaults.exclude,
      environment: 'node',
      isolate: files.isolate ?? true,
      // The runner runtime and the server bundle (for the suites that start server processes).
      globalSetup: ['../../testing/runtime-setup.ts', '../../testing/server-bundle-setup.ts'],
      // Database suites share one PostgreSQL server; each file gets its own schema.
      testTimeout: 20_000,
      hookTimeout: 30_000,
    },
  };
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
