import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Type-level tampering (issue #47): TypeScript that tries to pass a TypeScript challenge's type
 * tests or its 'The code has no type errors' test without solving, or to read what the server
 * keeps from the learner (the reference solution, the hidden type tests). Each entry is one trick,
 * put at the top of the learner's TypeScript file (before the starter's code) by
 * typecheck/type-attacks.test.ts, on each challenge of TYPE_ATTACK_CHALLENGES; a new trick is a
 * new entry. Nothing here runs: the type checker only reads it.
 */
export interface TypeAttack {
  name: string;
  code: string;
  /** The code has a type error of its own, so 'The code has no type errors' must fail. */
  typeError?: true;
}

/** The challenges the corpus is run on: script-style `.ts` ones and React `.tsx` ones. */
export const TYPE_ATTACK_CHALLENGES = [
  'typed-route-params',
  'as-const-satisfies',
  'typed-settings-storage',
  'checkout-state-machine',
  'typed-alert-props',
] as const;

/** The server's own copy of the challenges: the paths a learner would aim at. */
const TYPESCRIPT_CHALLENGES = join(
  fileURLToPath(new URL('../../../../content/challenges', import.meta.url)),
  'typescript',
);

const solutionFileOf = (slug: string) => {
  const folder = join(TYPESCRIPT_CHALLENGES, slug, 'solution');
  const file = readdirSync(folder).find((name) => /\.tsx?$/.test(name));
  return join(folder, file ?? 'index.ts');
};
const hiddenTypeTestsOf = (slug: string) =>
  join(TYPESCRIPT_CHALLENGES, slug, 'types.hidden.test.ts');

/** Every name a hidden type test file declares or imports under a name of its own. */
function hiddenDeclarations(slug: string): string[] {
  const file = hiddenTypeTestsOf(slug);
  if (!existsSync(file)) return [];
  // The comments are the tests' names and descriptions, not declarations.
  const text = readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '');
  const declared = [
    ...text.matchAll(/\b(?:type|interface|const|let|var|function|class)\s+([A-Za-z_$][\w$]*)/g),
    ...text.matchAll(/\bas\s+([A-Za-z_$][\w$]*)/g),
  ].map((match) => match[1]!);
  return [...new Set(declared)];
}

/** Names one edit away from `name`: what the compiler's 'Did you mean …?' answers with it. */
const misspellingsOf = (name: string) => [
  `${name}x`,
  name.length > 3 ? name.slice(0, -1) : `x${name}`,
];

/** As many misspellings per entry as a failed test's message lists (type-tests.ts MAX_LISTED). */
const FISHED_PER_ENTRY = 3;

function fishingFor(slug: string): TypeAttack[] {
  const probes = hiddenDeclarations(slug).flatMap(misspellingsOf);
  const entries: TypeAttack[] = [];
  for (let start = 0; start < probes.length; start += FISHED_PER_ENTRY) {
    const chunk = probes.slice(start, start + FISHED_PER_ENTRY);
    entries.push({
      name: `misspelled names near ${slug}'s hidden declarations (${chunk.join(', ')}) fish for 'Did you mean'`,
      code: chunk
        .map((probe, index) =>
          // A type name and a value name: the compiler suggests from the meaning it looked for.
          /^[A-Z]/.test(probe)
            ? `type __Fish${index} = ${probe};`
            : `const __fish${index} = ${probe};`,
        )
        .join('\n'),
      typeError: true,
    });
  }
  return entries;
}

const REDECLARED_HELPERS = `
type Expect<T> = T;
type ExpectFalse<T> = T;
type Equal<X, Y> = true;
type NotEqual<X, Y> = true;
type IsAny<T> = false;`;

const serverFileAttacks = (slug: string): TypeAttack[] => [
  {
    name: `a triple-slash reference reads ${slug}'s reference solution from the server's disk`,
    code: `/// <reference path="${solutionFileOf(slug)}" />`,
  },
  {
    name: `a triple-slash reference reads ${slug}'s hidden type tests from the server's disk`,
    code: `/// <reference path="${hiddenTypeTestsOf(slug)}" />`,
  },
  {
    name: `an import brings ${slug}'s reference solution in`,
    code: `import '${solutionFileOf(slug)}';\nexport * from '${solutionFileOf(slug).replace(/\.tsx?$/, '')}';`,
  },
  {
    name: `an import brings ${slug}'s hidden type tests in`,
    code: `import '${hiddenTypeTestsOf(slug)}';\nimport type * as __hidden from '${hiddenTypeTestsOf(slug)}';`,
  },
];

export const typeAttacks: TypeAttack[] = [
  {
    name: '@ts-nocheck and redeclared assertion helpers',
    code: `// @ts-nocheck${REDECLARED_HELPERS}`,
  },
  {
    name: '@ts-nocheck alone, over a type error',
    code: "// @ts-nocheck\nconst __notANumber: number = 'text';",
    typeError: true,
  },
  {
    name: '@ts-nocheck in a block comment and in capitals',
    code: "/* @TS-NOCHECK */\nconst __notANumber: number = 'text';",
    typeError: true,
  },
  {
    name: '@ts-ignore over a type error',
    code: "// @ts-ignore\nconst __notANumber: number = 'text';",
    typeError: true,
  },
  {
    name: '@ts-expect-error over a type error',
    code: "// @ts-expect-error\nconst __notANumber: number = 'text';",
    typeError: true,
  },
  {
    name: '@ts-ignore in a JSDoc comment, over a type error',
    code: "/** @ts-ignore */\nconst __notANumber: number = 'text';",
    typeError: true,
  },
  {
    name: '@ts-ignore over every redeclared assertion helper',
    code: REDECLARED_HELPERS.split('\n')
      .map((line) => (line ? `// @ts-ignore\n${line}` : line))
      .join('\n'),
  },
  {
    name: 'exported assertion helpers, for tests that import the learner module',
    code: REDECLARED_HELPERS.replaceAll('\ntype ', '\nexport type '),
  },
  {
    name: 'declare global redeclares the assertion helpers',
    code: `export {};\ndeclare global {${REDECLARED_HELPERS}\n}`,
  },
  {
    name: 'declare global shadows the standard types the tests compare with',
    code: `export {};
declare global {
  type ReturnType<T> = any;
  type Parameters<T> = any;
  type Extract<T, U> = any;
  type Pick<T, K> = any;
}`,
  },
  {
    name: 'top-level names shadow the standard types the tests compare with',
    code: `type ReturnType<T> = any;
type Parameters<T> = any;
type Extract<T, U> = any;
type Pick<T, K> = any;
type Storage = any;`,
  },
  {
    name: 'global interface augmentation gives every value every member, to make Equal true',
    code: `export {};
declare global {
  interface Object { [key: string]: any }
  interface Function { (...args: any[]): any }
  interface Boolean { readonly __always: true }
}`,
  },
  {
    name: 'declare module replaces React and a helper module',
    code: `declare module 'react' {
  export type ReactNode = any;
  export type ChangeEvent<T = Element> = any;
  export function useState<S>(initial: S): [any, any];
}
declare module 'launchpad-type-helpers' { export type Equal<X, Y> = true }`,
  },
  {
    name: "declare module augments the learner's own module as the tests see it",
    code: `declare module './index' { export type RouteName = any; export type ParamNames<P> = any }
declare module './App' { export type CheckoutAction = any; export type AlertProps = any }`,
  },
  {
    name: 'a wildcard module declaration answers any import',
    code: "declare module '*' { const anything: any; export = anything; }",
  },
  {
    name: 'an import of the type test files by their old names',
    code: `import type * as __visible from './types.test';
import type * as __hidden from './types.hidden.test';
/// <reference path="./types.hidden.test.ts" />
/// <reference path="./launchpad-type-helpers.d.ts" />`,
  },
  {
    name: "a triple-slash reference to Node's types",
    code: '/// <reference types="node" />\nconst __version: string = process.version;',
  },
  {
    name: 'no-default-lib drops the standard library, so every expected error happens',
    code: '/// <reference no-default-lib="true" />',
  },
  {
    name: 'a conflicting standard library makes every line an error',
    code: '/// <reference lib="webworker" />',
  },
  {
    name: 'a JSX import source on the server',
    code: `/** @jsxImportSource ${join(TYPESCRIPT_CHALLENGES, 'typed-alert-props', 'solution')} */`,
  },
  ...TYPE_ATTACK_CHALLENGES.flatMap(serverFileAttacks),
  ...TYPE_ATTACK_CHALLENGES.flatMap(fishingFor),
];
