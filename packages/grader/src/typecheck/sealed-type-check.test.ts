import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadChallengeContent } from '@launchpad/content';
import { afterAll, describe, expect, it } from 'vitest';
import { TypeChecker } from './type-checker.ts';
import { TYPE_CHECK_TEST } from './type-tests.ts';

/**
 * The sealed type check (issue #47, docs/decisions/0031): learner code cannot silence the
 * compiler, declare into the tests' scope, read a file of the server's or hear of a hidden test's
 * names. attacks/type-corpus.ts runs the same tricks on real challenges; these pin each one down.
 */
const checker = new TypeChecker();
const scratch = mkdtempSync(join(tmpdir(), 'launchpad-sealed-'));
afterAll(async () => {
  await checker.close();
  rmSync(scratch, { recursive: true, force: true });
});

const CHALLENGES = fileURLToPath(new URL('../../../../content/challenges', import.meta.url));
const content = loadChallengeContent(CHALLENGES);
const challenge = (slug: string) => content.find((c) => c.meta.slug === slug)!;
const testsOf = (c: ReturnType<typeof challenge>) => ({
  visible: c.typeTests ?? undefined,
  hidden: c.hiddenTypeTests ?? undefined,
});
const failing = (results: { name: string; passed: boolean }[]) =>
  results.filter((r) => !r.passed).map((r) => r.name);

describe('learner code cannot silence the checker or stand in for the helpers', () => {
  const routes = challenge('as-const-satisfies');

  it('a starter with @ts-nocheck and redeclared helpers still fails what the starter fails', async () => {
    const starter = routes.starter['index.ts']!;
    const forged = `// @ts-nocheck
type Expect<T> = T;
type Equal<X, Y> = true;
type NotEqual<X, Y> = true;
${starter}`;
    const untouched = await checker.results(routes.starter, testsOf(routes));
    const results = await checker.results({ 'index.ts': forged }, testsOf(routes));
    expect(results.every((r) => r.passed)).toBe(false);
    expect(failing(results)).toEqual(failing(untouched));
  });

  it.each([
    ['@ts-nocheck', '// @ts-nocheck\n'],
    ['@ts-ignore', '// @ts-ignore\n'],
    ['@ts-expect-error', '// @ts-expect-error\n'],
    ['@ts-ignore in a block comment', '/* @ts-ignore */\n'],
  ])('%s does not hide a type error from "The code has no type errors"', async (_name, comment) => {
    const [typeCheck] = await checker.results(
      { 'index.ts': `${comment}const total: number = 'none';\n` },
      {},
    );
    expect(typeCheck).toEqual({
      name: TYPE_CHECK_TEST,
      passed: false,
      message: "index.ts line 2: Type 'string' is not assignable to type 'number'.",
    });
  });

  it('a comment that a plain scan of JSX would take for a string still loses its @ts-ignore', async () => {
    // The apostrophe in the JSX text opens a string for a scanner that does not know JSX, which
    // would then miss the comment after it.
    const code = `export const Note = () => <p>Don't</p>; // @ts-ignore
export const count: number = 'none';
`;
    const [typeCheck] = await checker.results({ 'App.tsx': code }, {});
    expect(typeCheck).toMatchObject({ name: TYPE_CHECK_TEST, passed: false });
    expect(typeCheck?.message).toContain("App.tsx line 2: Type 'string' is not assignable");
  });

  it("the tests' own @ts-expect-error lines keep working", async () => {
    const tests = {
      visible: `// @test a string is refused\n// @ts-expect-error: not a number\nconst _v1: Count = 'one';`,
    };
    const results = await checker.results({ 'index.ts': 'type Count = number;' }, tests);
    expect(results.map((r) => r.passed)).toEqual([true, true]);
  });
});

describe('the checker reads no file of the server', () => {
  const secretFile = join(scratch, 'secret.ts');
  writeFileSync(
    secretFile,
    "declare const leakedSecret: 'marker-of-the-secret-file';\ntype LeakedSecretType = 'marker-of-the-secret-type';\n",
  );

  it.each([
    ['a triple-slash reference', `/// <reference path="${secretFile}" />\n`],
    ['an import', `import '${secretFile.replace(/\.ts$/, '')}';\n`],
  ])('%s to a file on disk is an error and reads nothing of it', async (_name, reference) => {
    // Each line is an error that prints the file's types, if the file was read.
    const code = `${reference}const probe: 1 = leakedSecret;\nconst typeProbe: 1 = null as unknown as LeakedSecretType;\n`;
    const results = await checker.results({ 'index.ts': code }, {});
    expect(results[0]).toMatchObject({ name: TYPE_CHECK_TEST, passed: false });
    expect(JSON.stringify(results)).not.toContain('marker-of-the-secret');
  });

  it("a learner file that only references the challenge's reference solution is not solved", async () => {
    const c = challenge('typed-route-params');
    const solution = join(CHALLENGES, 'typescript', 'typed-route-params', 'solution', 'index.ts');
    const results = await checker.results(
      { 'index.ts': `/// <reference path="${solution}" />\n` },
      testsOf(c),
    );
    expect(results[0]).toMatchObject({ name: TYPE_CHECK_TEST, passed: false });
    expect(results.every((r) => r.passed)).toBe(false);
  });

  it('node_modules beyond the bundled declarations are not there', async () => {
    const code = `/// <reference types="node" />\nconst version: string = process.version;\n`;
    const [typeCheck] = await checker.results({ 'index.ts': code }, {});
    expect(typeCheck).toMatchObject({ name: TYPE_CHECK_TEST, passed: false });
    expect(typeCheck?.message).toContain("Cannot find type definition file for 'node'");
  });
});

describe('hidden type tests reach the learner only as their descriptions', () => {
  const hidden = `// @test the secret shape
// @description A hidden test.
type SecretShapeOfTheHiddenTest = { id: number };
declare const secretValueOfTheHiddenTest: number;
type _h1 = Expect<Equal<Shape, SecretShapeOfTheHiddenTest>>;
`;

  it('a misspelled name gets no hidden name suggested', async () => {
    const code = `type Shape = { id: number };
type Probe = SecretShapeOfTheHiddenTes;
const probe = secretValueOfTheHiddenTes;
`;
    const results = await checker.results({ 'index.ts': code }, { hidden });
    expect(results[0]).toMatchObject({ name: TYPE_CHECK_TEST, passed: false });
    expect(results[0]?.message).toContain("Cannot find name 'SecretShapeOfTheHiddenTes'");
    expect(JSON.stringify(results)).not.toMatch(
      /SecretShapeOfTheHiddenTest\b|secretValueOfTheHiddenTest\b/,
    );
    expect(results[1]).toEqual({ name: 'A hidden test.', passed: true, message: '', hidden: true });
  });

  it('the visible tests get no hidden name suggested either', async () => {
    const visible = '// @test a probe\ntype _v1 = SecretShapeOfTheHiddenTes;\n';
    const results = await checker.results(
      { 'index.ts': 'type Shape = { id: number };' },
      { visible, hidden },
    );
    expect(results[1]).toMatchObject({ name: 'a probe', passed: false });
    expect(JSON.stringify(results)).not.toContain('SecretShapeOfTheHiddenTest');
  });

  it('an error outside every test block fails the type check, quoting nothing', async () => {
    const unmarked = 'type SecretUnmarkedAlias = Expect<false>;\n';
    const results = await checker.results({ 'index.ts': 'export {};' }, { hidden: unmarked });
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ name: TYPE_CHECK_TEST, passed: false });
    expect(results[0]?.message).not.toMatch(/SecretUnmarkedAlias|false/);
  });
});

describe('a test file whose shared lines fail proves none of its tests', () => {
  it('an error above the first test fails every test of the file, not the first alone', async () => {
    const visible = `import type { Missing } from './Elsewhere';

// @test first
type _v1 = Expect<Equal<Missing, string>>;

// @test second
type _v2 = Expect<Equal<Missing['length'], number>>;
`;
    const results = await checker.results({ 'index.ts': 'export {};' }, { visible });
    expect(results.map((r) => [r.name, r.passed])).toEqual([
      [TYPE_CHECK_TEST, true],
      ['first', false],
      ['second', false],
    ]);
    expect(results[2]?.message).toContain("Cannot find module './Elsewhere'");
  });

  it('learner code that keeps the tests from importing its names passes no test the starter fails', async () => {
    const c = challenge('as-const-satisfies');
    const untouched = await checker.results(c.starter, testsOf(c));
    // An unterminated comment swallows whatever follows the learner's last line.
    const results = await checker.results(
      { 'index.ts': `${c.starter['index.ts']!}\n/*` },
      testsOf(c),
    );
    expect(failing(results)).toEqual(expect.arrayContaining(failing(untouched)));
    expect(results[0]).toMatchObject({ name: TYPE_CHECK_TEST, passed: false });
  });
});

describe("the learner's names reach the tests from a module of its own", () => {
  const learner = `const type = 1; const from = 2; const global = 3;
const { a: [deep, ...rest], ...others } = { a: [1, 2], b: 2 };
function App() { return 1; }
export function exported() {}
function overloaded(a: string): void; function overloaded(a: number): void; function overloaded(a: unknown) {}
interface Merged { a: 1 } namespace Merged { export const x = 1; }
enum Color { Red } class Klass {} declare const ambient: string;
type Storage = { forged: true };
const local = 4;
export { App as default, local as 'not a name' };
`;
  const visible = `// @test every kind of top-level name
type _v1 = Expect<Equal<typeof type | typeof from | typeof global, 1 | 2 | 3>>;
type _v2 = Expect<Equal<typeof deep | (typeof rest)[number] | (typeof others)['b'], number>>;
type _v3 = Expect<Equal<ReturnType<typeof App>, number>>;
type _v4 = [typeof exported, typeof overloaded, Merged, typeof Merged.x, Color, Klass, typeof ambient];

// @test a standard name stays the standard one
type _v5 = Expect<Equal<Storage['getItem'], (key: string) => string | null>>;
`;

  it.each(['index.ts', 'App.tsx'])('in %s', async (file) => {
    const results = await checker.results({ [file]: learner }, { visible });
    expect(results.filter((r) => !r.passed)).toEqual([]);
  });
});
