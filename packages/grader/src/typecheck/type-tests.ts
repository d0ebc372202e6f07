import {
  HIDDEN_TEST_WITHOUT_DESCRIPTION,
  TYPE_CHECK_TEST,
  type TestResult,
} from '@launchpad/runner/types';

export { TYPE_CHECK_TEST };

/**
 * Type-level tests and type errors as test results (issue #34). A TypeScript challenge's learner
 * files are type-checked with its type tests (`types.test.ts`, and `types.hidden.test.ts` for
 * the grader alone); each compiler error becomes a failing test that names it and its line.
 *
 * A type test file is cut into tests by marker comments; a test fails when the compiler reports an
 * error on one of its lines:
 *
 *   // @test MyPick keeps only the named keys
 *   type PickTest = Expect<Equal<MyPick<User, 'id'>, { id: number }>>;
 *
 *   // @test the result is readonly                      (in types.hidden.test.ts:)
 *   // @description Readonly arrays are accepted as input.
 */

/** The type the learner's code is checked against, on the type tests' side. */
export const TYPE_TEST_HELPERS = `
type Expect<T extends true> = T;
type ExpectFalse<T extends false> = T;
type Equal<X, Y> = (<T>() => T extends X ? 1 : 2) extends (<T>() => T extends Y ? 1 : 2) ? true : false;
type NotEqual<X, Y> = true extends Equal<X, Y> ? false : true;
type IsAny<T> = 0 extends 1 & T ? true : false;
`;

/** File names in the type-checked program (the learner's keep theirs). */
export const TYPE_FILES = {
  helpers: 'launchpad-type-helpers.d.ts',
  visible: 'types.test.ts',
  hidden: 'types.hidden.test.ts',
} as const;

export interface TypeDiagnostic {
  /** The file's name in the program ('index.ts', 'types.test.ts'); '' for a global one. */
  file: string;
  /** 1-based. */
  line: number;
  message: string;
  code: number;
}

export interface TypeTests {
  visible?: string | undefined;
  hidden?: string | undefined;
}

interface TypeTestBlock {
  name: string;
  description: string | undefined;
  /** 1-based, inclusive. */
  from: number;
  to: number;
}

const MARKER = /^\s*\/\/\s*@test\s+(.+?)\s*$/;
const DESCRIPTION = /^\s*\/\/\s*@description\s+(.+?)\s*$/;

export function parseTypeTests(source: string): TypeTestBlock[] {
  const lines = source.split('\n');
  const blocks: TypeTestBlock[] = [];
  lines.forEach((line, index) => {
    const marker = MARKER.exec(line);
    if (marker) {
      const last = blocks.at(-1);
      if (last) last.to = index;
      // The first test also owns the lines above it (imports, shared declarations): an error
      // there fails a test rather than vanishing.
      const from = blocks.length === 0 ? 1 : index + 1;
      blocks.push({ name: marker[1]!, description: undefined, from, to: lines.length });
      return;
    }
    const description = DESCRIPTION.exec(line);
    const last = blocks.at(-1);
    if (description && last && last.description === undefined) last.description = description[1];
  });
  return blocks;
}

const MAX_LISTED = 3;

function listed(diagnostics: readonly TypeDiagnostic[], where: (d: TypeDiagnostic) => string) {
  const shown = diagnostics.slice(0, MAX_LISTED).map((d) => `${where(d)}: ${d.message}`);
  const more = diagnostics.length - shown.length;
  return shown.join(' ') + (more > 0 ? ` …and ${more} more.` : '');
}

/**
 * The results of a type check: first whether the learner's files have no type errors (when they
 * have TypeScript files at all), then one per type test, in file order, visible before hidden. A
 * hidden test is reported by its description alone, as the grader's hidden tests are.
 */
export function typeCheckResults(input: {
  learnerFiles: readonly string[];
  tests: TypeTests;
  diagnostics: readonly TypeDiagnostic[];
}): TestResult[] {
  const { learnerFiles, tests, diagnostics } = input;
  const results: TestResult[] = [];
  const typescriptFiles = learnerFiles.filter((file) => /\.tsx?$/.test(file));
  if (typescriptFiles.length > 0) {
    const own = diagnostics.filter((d) => typescriptFiles.includes(d.file) || d.file === '');
    results.push({
      name: TYPE_CHECK_TEST,
      passed: own.length === 0,
      message: listed(own, (d) => (d.file ? `${d.file} line ${d.line}` : 'TypeScript')),
    });
  }
  for (const [file, hidden] of [
    [TYPE_FILES.visible, false],
    [TYPE_FILES.hidden, true],
  ] as const) {
    const source = hidden ? tests.hidden : tests.visible;
    if (!source) continue;
    const lines = source.split('\n');
    for (const block of parseTypeTests(source)) {
      const failures = diagnostics.filter(
        (d) => d.file === file && d.line >= block.from && d.line <= block.to,
      );
      if (!hidden) {
        results.push({
          name: block.name,
          passed: failures.length === 0,
          message: listed(failures, (d) => lines[d.line - 1]?.trim() || `line ${d.line}`),
        });
      } else if (block.description === undefined) {
        results.push({
          name: 'A hidden test',
          passed: false,
          message: HIDDEN_TEST_WITHOUT_DESCRIPTION,
          hidden: true,
        });
      } else {
        results.push({
          name: block.description,
          passed: failures.length === 0,
          message: '',
          hidden: true,
        });
      }
    }
  }
  return results;
}

/** The program's files: the learner's TypeScript, the helpers and the type tests given. */
export function typeCheckedFiles(
  learnerFiles: Readonly<Record<string, string>>,
  tests: TypeTests,
): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [name, text] of Object.entries(learnerFiles)) {
    if (/\.tsx?$/.test(name)) files[name] = text;
  }
  files[TYPE_FILES.helpers] = TYPE_TEST_HELPERS;
  if (tests.visible) files[TYPE_FILES.visible] = tests.visible;
  if (tests.hidden) files[TYPE_FILES.hidden] = tests.hidden;
  return files;
}

/** Whether a run needs the type checker: TypeScript files or type tests. */
export const needsTypeCheck = (files: Readonly<Record<string, string>>, tests: TypeTests) =>
  Object.keys(files).some((name) => /\.tsx?$/.test(name)) ||
  Boolean(tests.visible) ||
  Boolean(tests.hidden);
