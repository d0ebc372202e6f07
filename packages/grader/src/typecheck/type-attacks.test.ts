import { fileURLToPath } from 'node:url';
import { loadChallengeContent, type ChallengeContent } from '@launchpad/content';
import type { TestResult } from '@launchpad/runner/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPE_ATTACK_CHALLENGES, typeAttacks } from '../attacks/type-corpus.ts';
import { TypeChecker } from './type-checker.ts';
import { TYPE_CHECK_TEST } from './type-tests.ts';

/**
 * The type-level attack suite (issue #47, docs/decisions/0031): every entry of
 * attacks/type-corpus.ts, at the top of the learner's file of each TypeScript challenge it names,
 * passes no type test the untouched starter fails, never passes 'The code has no type errors'
 * where the starter fails it (or where the attack has a type error of its own), and no result
 * carries a line or a name of the hidden type tests that is not public anyway.
 */
const content = loadChallengeContent(
  fileURLToPath(new URL('../../../../content/challenges', import.meta.url)),
);
const checker = new TypeChecker();
afterAll(() => checker.close());

const testsOf = (c: ChallengeContent) => ({
  visible: c.typeTests ?? undefined,
  hidden: c.hiddenTypeTests ?? undefined,
});

/** The starter's TypeScript file, where a learner would write the attack. */
const learnerFileOf = (c: ChallengeContent) =>
  Object.keys(c.starter).find((name) => /\.tsx?$/.test(name))!;

/** The language's own words: in every message, hidden or not. */
const TYPESCRIPT_WORDS = new Set(
  (
    'any unknown never void undefined null true false string number boolean bigint symbol object ' +
    'type interface const let var function class extends infer keyof typeof readonly declare ' +
    'import export from as is in of new return'
  ).split(' '),
);

/**
 * What of the hidden type tests must never be in a result: each line of code not found in public
 * text, and each name (identifier or word of a literal) not found in it. Public text is what the
 * learner can read: the visible tests, the instructions, the hints, the starter, the attack it
 * wrote and the hidden tests' descriptions (the results' names).
 */
function hiddenFragments(c: ChallengeContent, names: string[], attack: string) {
  const hidden = (c.hiddenTypeTests ?? '')
    .split('\n')
    .filter((line) => !/^\s*\/\/\s*@description\b/.test(line));
  const publicText = [
    c.typeTests ?? '',
    c.tests,
    c.instructions,
    ...c.hints,
    ...Object.values(c.starter),
    attack,
    ...names,
  ].join('\n');
  const publicWords = new Set(publicText.match(/[A-Za-z_$][\w$]*/g) ?? []);
  const lines = hidden
    .map((line) => line.trim())
    .filter((line) => line.length >= 12 && !line.startsWith('//'))
    .filter((line) => !publicText.includes(line));
  const words = [...new Set(hidden.join('\n').match(/[A-Za-z_$][\w$]*/g) ?? [])].filter(
    (word) => !publicWords.has(word) && !TYPESCRIPT_WORDS.has(word),
  );
  return { lines, words };
}

/** `word` standing alone (not inside a longer name). */
const wholeWord = (word: string) =>
  new RegExp(`(?<![\\w$])${word.replaceAll('$', '\\$')}(?![\\w$])`);

function expectNoHiddenText(c: ChallengeContent, results: TestResult[], attack: string) {
  const { lines, words } = hiddenFragments(
    c,
    results.map((r) => r.name),
    attack,
  );
  for (const result of results) {
    const shown = `${result.name}\n${result.message}`;
    for (const line of lines) expect(shown, `a result carries "${line}"`).not.toContain(line);
    for (const word of words) {
      expect(shown, `a result names "${word}"`).not.toMatch(wholeWord(word));
    }
  }
}

describe.each(TYPE_ATTACK_CHALLENGES.map((slug) => [slug] as const))(
  'type attacks on %s',
  (slug) => {
    const c = content.find((challenge) => challenge.meta.slug === slug)!;
    const file = learnerFileOf(c);
    let starter: TestResult[] = [];
    beforeAll(async () => {
      starter = await checker.results(c.starter, testsOf(c));
    });

    it('control: the reference solution passes every type test, the starter does not', async () => {
      const solved = await checker.results(c.solution, testsOf(c));
      expect(solved.length).toBeGreaterThan(1);
      expect(solved.filter((r) => !r.passed)).toEqual([]);
      expect(starter.every((r) => r.passed)).toBe(false);
      expectNoHiddenText(c, starter, '');
    });

    it.each(typeAttacks.map((attack) => [attack.name, attack] as const))(
      '%s',
      async (_name, attack) => {
        const results = await checker.results(
          { ...c.starter, [file]: `${attack.code}\n${c.starter[file]!}` },
          testsOf(c),
        );
        expect(results.map((r) => r.name)).toEqual(starter.map((r) => r.name));
        const passedNow = results.filter((r) => r.passed).map((r) => r.name);
        const passedBefore = starter.filter((r) => r.passed).map((r) => r.name);
        expect(passedNow.filter((name) => !passedBefore.includes(name))).toEqual([]);

        const typeCheck = results.find((r) => r.name === TYPE_CHECK_TEST)!;
        if (attack.typeError || !starter[0]!.passed) expect(typeCheck.passed).toBe(false);
        expectNoHiddenText(c, results, attack.code);
      },
    );
  },
);
