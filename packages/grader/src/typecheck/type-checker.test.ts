import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { sealedParts } from './sealed-program.ts';
import { TypeChecker } from './type-checker.ts';
import { TYPE_CHECK_TEST, typeCheckResults, typeCheckedFiles } from './type-tests.ts';

/**
 * The type checker with the real TypeScript compiler in its worker: learner files and type-level
 * tests become test results that name each error and its line.
 */
const checker = new TypeChecker();
afterAll(() => checker.close());

const learner = `
interface User { id: number; name: string; email: string }
type MyPick<T, K extends keyof T> = { [P in K]: T[P] };
function total(prices: number[]): number {
  return prices.reduce((sum, price) => sum + price, 0);
}
`;

const visibleTypes = `
// @test MyPick keeps only the named keys
type _1 = Expect<Equal<MyPick<User, 'id'>, { id: number }>>;

// @test MyPick keeps two keys
type _2 = Expect<Equal<MyPick<User, 'id' | 'name'>, { id: number; name: string }>>;
`;

const hiddenTypes = `
// @test keys outside the type are refused
// @description Asking for a key the type does not have is a type error.
// @ts-expect-error: not a key of User
type _3 = MyPick<User, 'age'>;
`;

async function grade(files: Record<string, string>) {
  const tests = { visible: visibleTypes, hidden: hiddenTypes };
  const diagnostics = await checker.check(typeCheckedFiles(files, tests));
  return typeCheckResults({ learnerFiles: Object.keys(files), tests, diagnostics });
}

describe('type checking', () => {
  it('passes correct code and every type test', async () => {
    expect(await grade({ 'index.ts': learner })).toEqual([
      { name: TYPE_CHECK_TEST, passed: true, message: '' },
      { name: 'MyPick keeps only the named keys', passed: true, message: '' },
      { name: 'MyPick keeps two keys', passed: true, message: '' },
      {
        name: 'Asking for a key the type does not have is a type error.',
        passed: true,
        message: '',
        hidden: true,
      },
    ]);
  });

  it('fails on a type error, naming the error and its line', async () => {
    const broken = learner.replace(
      'return prices.reduce',
      "const label: number = 'total';\n  return prices.reduce",
    );
    const [first] = await grade({ 'index.ts': broken });
    expect(first).toEqual({
      name: TYPE_CHECK_TEST,
      passed: false,
      message: "index.ts line 5: Type 'string' is not assignable to type 'number'.",
    });
  });

  it('fails the type tests a wrong type breaks, quoting the assertion', async () => {
    const loose = learner.replace(
      'type MyPick<T, K extends keyof T> = { [P in K]: T[P] };',
      'type MyPick<T, K> = Partial<T>;',
    );
    const results = await grade({ 'index.ts': loose });
    expect(results[1]).toMatchObject({ name: 'MyPick keeps only the named keys', passed: false });
    expect(results[1]?.message).toContain(
      "type _1 = Expect<Equal<MyPick<User, 'id'>, { id: number }>>;:",
    );
    expect(results[3]).toEqual({
      name: 'Asking for a key the type does not have is a type error.',
      passed: false,
      message: '',
      hidden: true,
    });
  });

  it("type-checks React components against React's types", async () => {
    const component = `
      import { useState } from 'react';
      export function Counter({ start }: { start: number }) {
        const [count, setCount] = useState(start);
        return <button onClick={() => setCount(count + '1')}>{count}</button>;
      }`;
    const results = await grade({ 'App.tsx': component });
    expect(results[0]?.passed).toBe(false);
    expect(results[0]?.message).toMatch(
      /^App\.tsx line 5: Argument of type 'string' is not assignable/,
    );
  });

  it("lets type tests import the learner's module, and an error above the first test fails it", async () => {
    const component =
      'export type Props = { label: string };\nexport function Badge({ label }: Props) { return <b>{label}</b>; }';
    const tests = {
      visible:
        "import type { Props } from './App';\n\n// @test label is text\ntype _p = Expect<Equal<Props['label'], string>>;",
    };
    const check = async (visible: string) =>
      typeCheckResults({
        learnerFiles: ['App.tsx'],
        tests: { visible },
        diagnostics: await checker.check(typeCheckedFiles({ 'App.tsx': component }, { visible })),
      });
    expect(await check(tests.visible)).toEqual([
      { name: TYPE_CHECK_TEST, passed: true, message: '' },
      { name: 'label is text', passed: true, message: '' },
    ]);
    const missing = await check(tests.visible.replace("'./App'", "'./Missing'"));
    expect(missing[1]).toMatchObject({ name: 'label is text', passed: false });
    expect(missing[1]?.message).toContain("Cannot find module './Missing'");
  });

  it('stops a check that takes too long, and checks again afterwards', async () => {
    const quick = new TypeChecker({ timeoutMs: 1 });
    await expect(quick.check(typeCheckedFiles({ 'index.ts': learner }, {}))).rejects.toThrow(
      'Type-checking took longer than',
    );
    await quick.close();
    expect(
      await checker.check(typeCheckedFiles({ 'index.ts': 'const n: number = 1;' }, {})),
    ).toEqual([]);
  });
});

describe('errors the verdict cannot place', () => {
  const visible = '// @test a probe\ntype _v1 = Expect<Equal<1, 1>>;\n';

  it("fail 'The code has no type errors' with their codes alone", () => {
    const results = typeCheckResults({
      learnerFiles: ['index.ts'],
      tests: { visible },
      diagnostics: [{ file: '', line: 0, message: '', code: 2318 }],
    });
    expect(results).toEqual([
      {
        name: TYPE_CHECK_TEST,
        passed: false,
        message: 'TypeScript reported an error outside your code (TS2318).',
      },
      { name: 'a probe', passed: true, message: '' },
    ]);
  });

  it('fail every type test when the learner has no TypeScript file to fail', () => {
    const results = typeCheckResults({
      learnerFiles: ['index.html'],
      tests: { visible, hidden: '// @test h\n// @description A hidden one.\ntype _h1 = 1;\n' },
      diagnostics: [
        { file: '', line: 0, message: '', code: 2318 },
        { file: '', line: 0, message: '', code: 2304 },
      ],
    });
    expect(results).toEqual([
      {
        name: 'a probe',
        passed: false,
        message: 'TypeScript reported 2 errors outside your code (TS2318, TS2304).',
      },
      { name: 'A hidden one.', passed: false, message: '', hidden: true },
    ]);
  });
});

describe("the worker's code", () => {
  // tsx (the scripts, challenges:check) compiles with esbuild's keepNames, which names a function
  // declared inside another (or an arrow given to a variable or a property) with a `__name` helper
  // defined outside it. The worker runs each function's text alone, where the helper is missing.
  it.each([
    ['type-checker.ts', ['typeCheckWorker']],
    ['sealed-program.ts', Object.keys(sealedParts)],
  ])("%s: no function the worker runs needs tsx's __name helper", (file, names) => {
    const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    const { code } = transformSync(source, { loader: 'ts', keepNames: true, format: 'esm' });
    for (const name of names) {
      const start = code.indexOf(`function ${name}(`);
      const end = code.indexOf(`__name(${name}, "${name}")`);
      expect(start, name).toBeGreaterThanOrEqual(0);
      expect(end, name).toBeGreaterThan(start);
      expect(code.slice(start, end), name).not.toContain('__name(');
    }
  });
});
