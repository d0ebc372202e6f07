import {
  HIDDEN_TEST_WITHOUT_DESCRIPTION,
  TYPE_CHECK_TEST,
  type TestResult,
} from '@launchpad/runner/types';
import type { SealedCheckRequest } from './sealed-program.ts';

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
 *
 * The check is sealed (issue #47, sealed-program.ts): each test file is a module of its own with
 * the helpers below declared inside it, and the learner's code can neither silence the compiler
 * nor declare into a test's scope.
 */

/** The assertion helpers, declared in each type test module after the test's own lines. */
export const TYPE_TEST_HELPERS = `
type Expect<T extends true> = T;
type ExpectFalse<T extends false> = T;
type Equal<X, Y> = (<T>() => T extends X ? 1 : 2) extends (<T>() => T extends Y ? 1 : 2) ? true : false;
type NotEqual<X, Y> = true extends Equal<X, Y> ? false : true;
type IsAny<T> = 0 extends 1 & T ? true : false;
`;

/** The names type test files' results are reported under (their program names are random). */
export const TYPE_FILES = {
  visible: 'types.test.ts',
  hidden: 'types.hidden.test.ts',
} as const;

export interface TypeDiagnostic {
  /**
   * The learner's file ('index.ts') or the type test file ('types.test.ts') it is in; '' for one
   * anywhere else (a global one, one in a declaration library), which comes with its code alone.
   */
  file: string;
  /** 1-based. */
  line: number;
  /** '' for a hidden test's diagnostic and one outside the learner's files and the tests. */
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
  /** 1-based: the block's `// @test` line. */
  marker: number;
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
      blocks.push({
        name: marker[1]!,
        description: undefined,
        marker: index + 1,
        from,
        to: lines.length,
      });
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
 * Whether a diagnostic is one the verdict cannot place: in no learner file and in no type test
 * (a global one, one in the helpers or the imports the checker adds, one outside every `@test`
 * block, one in a declaration library the learner's code drew in).
 */
function outsideEveryTest(
  diagnostic: TypeDiagnostic,
  learnerFiles: readonly string[],
  blocks: ReadonlyMap<string, readonly TypeTestBlock[]>,
): boolean {
  if (learnerFiles.includes(diagnostic.file)) return false;
  const fileBlocks = blocks.get(diagnostic.file) ?? [];
  return !fileBlocks.some((block) => diagnostic.line >= block.from && diagnostic.line <= block.to);
}

/** Says there were errors outside, with their codes alone: their text may be a hidden test's. */
function outsideMessage(diagnostics: readonly TypeDiagnostic[]): string {
  const codes = [...new Set(diagnostics.map((d) => `TS${d.code}`))].join(', ');
  return diagnostics.length === 1
    ? `TypeScript reported an error outside your code (${codes}).`
    : `TypeScript reported ${diagnostics.length} errors outside your code (${codes}).`;
}

/**
 * The results of a type check: first whether the learner's files have no type errors (when they
 * hold TypeScript, as declared-tests.ts declares it), then one per type test, in file order,
 * visible before hidden. A hidden test is reported by its description alone, as the grader's
 * hidden tests are. Fails closed: an error the verdict cannot place in a learner file or in a
 * test fails 'The code has no type errors' (or, without learner TypeScript, every test).
 */
export function typeCheckResults(input: {
  learnerFiles: readonly string[];
  tests: TypeTests;
  diagnostics: readonly TypeDiagnostic[];
}): TestResult[] {
  const { learnerFiles, tests, diagnostics } = input;
  const results: TestResult[] = [];
  const typescriptFiles = learnerFiles.filter((file) => /\.tsx?$/.test(file));
  const blocks = new Map<string, TypeTestBlock[]>();
  if (tests.visible) blocks.set(TYPE_FILES.visible, parseTypeTests(tests.visible));
  if (tests.hidden) blocks.set(TYPE_FILES.hidden, parseTypeTests(tests.hidden));
  const outside = diagnostics.filter((d) => outsideEveryTest(d, typescriptFiles, blocks));
  if (typescriptFiles.length > 0) {
    const own = diagnostics.filter((d) => typescriptFiles.includes(d.file));
    const messages = [
      own.length > 0 ? listed(own, (d) => `${d.file} line ${d.line}`) : '',
      outside.length > 0 ? outsideMessage(outside) : '',
    ];
    results.push({
      name: TYPE_CHECK_TEST,
      passed: own.length === 0 && outside.length === 0,
      message: messages.filter(Boolean).join(' '),
    });
  }
  // Without a 'no type errors' test to fail, an error nobody can place fails every test.
  const unplaced = typescriptFiles.length === 0 && outside.length > 0;
  for (const [file, hidden] of [
    [TYPE_FILES.visible, false],
    [TYPE_FILES.hidden, true],
  ] as const) {
    const source = hidden ? tests.hidden : tests.visible;
    if (!source) continue;
    const lines = source.split('\n');
    const fileBlocks = blocks.get(file) ?? [];
    // The lines every test of the file relies on: those above its first marker (imports, shared
    // declarations) and those the checker adds after its last (the helpers, the imports of the
    // learner's names). An error there leaves each test without the names it checks (a name that
    // failed to import is an error type, which Equal takes for anything), so it fails them all.
    const firstMarker = fileBlocks[0]?.marker ?? 1;
    const shared = diagnostics.filter(
      (d) => d.file === file && (d.line < firstMarker || d.line > lines.length),
    );
    for (const block of fileBlocks) {
      const own = diagnostics.filter(
        (d) => d.file === file && d.line >= block.from && d.line <= block.to,
      );
      const failures = [...new Set([...own, ...shared])].sort((a, b) => a.line - b.line);
      const passed = failures.length === 0 && !unplaced;
      if (!hidden) {
        const quoted = listed(failures, (d) => lines[d.line - 1]?.trim() || `line ${d.line}`);
        results.push({
          name: block.name,
          passed,
          message: [quoted, unplaced ? outsideMessage(outside) : ''].filter(Boolean).join(' '),
        });
      } else if (block.description === undefined) {
        results.push({
          name: 'A hidden test',
          passed: false,
          message: HIDDEN_TEST_WITHOUT_DESCRIPTION,
          hidden: true,
        });
      } else {
        results.push({ name: block.description, passed, message: '', hidden: true });
      }
    }
  }
  return results;
}

/** What the type checker gets: the learner's TypeScript files and the type tests given. */
export function typeCheckedFiles(
  learnerFiles: Readonly<Record<string, string>>,
  tests: TypeTests,
): SealedCheckRequest {
  const learner: Record<string, string> = {};
  for (const [name, text] of Object.entries(learnerFiles)) {
    if (/\.tsx?$/.test(name)) learner[name] = text;
  }
  const testFiles: SealedCheckRequest['tests'] = [];
  if (tests.visible)
    testFiles.push({ name: TYPE_FILES.visible, text: tests.visible, hidden: false });
  if (tests.hidden) testFiles.push({ name: TYPE_FILES.hidden, text: tests.hidden, hidden: true });
  return { learner, tests: testFiles };
}

/** Whether a run needs the type checker: TypeScript files or type tests. */
export const needsTypeCheck = (files: Readonly<Record<string, string>>, tests: TypeTests) =>
  Object.keys(files).some((name) => /\.tsx?$/.test(name)) ||
  Boolean(tests.visible) ||
  Boolean(tests.hidden);
