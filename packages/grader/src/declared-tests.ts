import { createContext, Script } from 'node:vm';
import {
  HARNESS_NAMES,
  HIDDEN_TEST_WITHOUT_DESCRIPTION,
  TYPE_CHECK_TEST,
  type GradedTests,
  type TestResult,
} from '@launchpad/runner/types';
import { needsTypeCheck, parseTypeTests } from './typecheck/type-tests.ts';

/**
 * The tests a challenge declares, known on the server from its content before any learner code
 * runs (issue #47, decision 0033). A grade is counted over this list: a test is
 * passed only when the trusted side reported a pass for that very test, so a page that crashes,
 * stalls or dies before its tests announce themselves fails every test it never ran, instead of
 * leaving a shorter list that a type check alone could complete.
 */
export interface DeclaredTest {
  /** As the learner sees it: a hidden test's name is its description (grader-world.ts). */
  name: string;
  hidden: boolean;
}

/** A test the run never reported: it did not run, and so it did not pass. */
export const NOT_STARTED =
  'Not run: the page stopped before this test could run (the code may have crashed or stalled it as it loaded).';
export const NOT_REACHED = 'Not run: the run stopped before this test (the reason is above).';

/** The name the tests' world gives a test file that throws as it loads (test-runner.ts). */
const TESTS_LOAD = 'The challenge tests load';
const HIDDEN_WITHOUT_DESCRIPTION = 'A hidden test';

/**
 * Stands in for every name a test file reads from the page or the learner as it loads (`document`,
 * `window`, a learner's function): whatever it is asked, it answers itself, so only the calls to
 * `test` decide what is declared. Iterating it ends at once; it is never a promise.
 */
const anything: unknown = new Proxy(function stand() {}, {
  get: (_target, key) =>
    key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : anything,
  set: () => true,
  has: () => true,
  apply: () => anything,
  construct: () => anything as object,
});

const context = createContext({});
const contextGlobals = new Set(
  new Script('Object.getOwnPropertyNames(globalThis)').runInContext(context) as string[],
);

/**
 * The scope a test file loads in: the harness's names, `test` recording, and `anything` for every
 * other name that is not a built-in of the context (the page's and the learner's globals). The
 * file's own declarations come first, as they are nearer than this scope.
 */
function scopeFor(test: (name: unknown, second: unknown) => void): object {
  const harness = new Map<string, unknown>(
    HARNESS_NAMES.map((name) => [name, name === 'test' || name === 'it' ? test : anything]),
  );
  return new Proxy(
    {},
    {
      has: (_target, key) => typeof key === 'string' && !contextGlobals.has(key),
      get: (_target, key) =>
        typeof key === 'symbol' ? undefined : harness.has(key) ? harness.get(key) : anything,
    },
  );
}

/** Runs a file in `scope`, strict as the tests' world runs it (grader-world.ts). */
const loadIn = (source: string) =>
  new Script(
    `(function (scope) { with (scope) { (function () {'use strict';\n${source}\n})(); } })`,
  );

interface Registration {
  name: string;
  description: string | undefined;
}

/**
 * The tests one file registers, found by evaluating it in a context of its own with a `test` that
 * records and runs nothing, as the tests' world registers them (test-runner.ts `register`): a
 * file that throws as it loads keeps what it registered before and adds 'The challenge tests load'.
 */
function registrations(source: string): Registration[] {
  const found: Registration[] = [];
  const test = (name: unknown, second: unknown) => {
    const options = typeof second === 'object' && second !== null ? second : {};
    const description = (options as { description?: unknown }).description;
    found.push({
      name: String(name),
      description:
        typeof description === 'string' && description.trim() !== ''
          ? description.trim()
          : undefined,
    });
  };
  try {
    const load = loadIn(source).runInContext(context, { timeout: 1000 }) as (scope: object) => void;
    load(scopeFor(test));
  } catch {
    found.push({ name: TESTS_LOAD, description: undefined });
  }
  return found;
}

const KEPT = 500;
const registrationsBySource = new Map<string, Registration[]>();

/** The same test files come again and again (one challenge, many learners): parsed once each. */
function registrationsOf(source: string): Registration[] {
  let found = registrationsBySource.get(source);
  if (!found) {
    found = registrations(source);
    if (registrationsBySource.size >= KEPT) {
      registrationsBySource.delete(registrationsBySource.keys().next().value!);
    }
    registrationsBySource.set(source, found);
  }
  return found;
}

/** The type check's tests (type-tests.ts `typeCheckResults`), in its order. */
export function declaredTypeTests(
  files: Readonly<Record<string, string>>,
  types: NonNullable<GradedTests['types']>,
): DeclaredTest[] {
  if (!needsTypeCheck(files, types)) return [];
  const declared: DeclaredTest[] = [];
  if (Object.keys(files).some((name) => /\.tsx?$/.test(name))) {
    declared.push({ name: TYPE_CHECK_TEST, hidden: false });
  }
  for (const block of parseTypeTests(types.visible ?? '')) {
    declared.push({ name: block.name, hidden: false });
  }
  for (const block of parseTypeTests(types.hidden ?? '')) {
    declared.push({ name: block.description ?? HIDDEN_WITHOUT_DESCRIPTION, hidden: true });
  }
  return declared;
}

/** The tests run in Chromium: the visible file's, then the hidden file's. */
export function declaredBrowserTests(
  tests: Pick<GradedTests, 'visible' | 'hidden'>,
): DeclaredTest[] {
  const visible = registrationsOf(tests.visible).map((test) => ({
    name: test.name,
    hidden: false,
  }));
  const hidden = tests.hidden
    ? registrationsOf(tests.hidden).map((test) => ({
        name: test.description ?? HIDDEN_WITHOUT_DESCRIPTION,
        hidden: true,
      }))
    : [];
  return [...visible, ...hidden];
}

/**
 * The verdict over the declared list: each declared test takes the reported result at its place
 * when that result is the same test, and passed only if it said so; any other declared test
 * failed, saying it never ran. Nothing reported beyond the list counts.
 */
export function settleResults(
  declared: readonly DeclaredTest[],
  reported: readonly TestResult[],
  runFailed: boolean,
): TestResult[] {
  return declared.map((test, index) => {
    const result = reported[index];
    const hidden = test.hidden ? { hidden: true } : {};
    if (result && result.name === test.name && (result.hidden === true) === test.hidden) {
      return {
        name: test.name,
        passed: result.passed === true,
        message: result.message,
        ...hidden,
      };
    }
    if (test.hidden && test.name === HIDDEN_WITHOUT_DESCRIPTION) {
      return {
        name: test.name,
        passed: false,
        message: HIDDEN_TEST_WITHOUT_DESCRIPTION,
        ...hidden,
      };
    }
    return {
      name: test.name,
      passed: false,
      message: runFailed ? NOT_REACHED : NOT_STARTED,
      ...hidden,
    };
  });
}
