import { fileURLToPath } from 'node:url';
import { loadChallengeContent, type ChallengeContent } from '@launchpad/content';
import type { GradedTests, RunnerSource, TestResult } from '@launchpad/runner/types';
import { expect } from 'vitest';
import {
  declaredBrowserTests,
  declaredTypeTests,
  NOT_REACHED,
  NOT_STARTED,
} from '../declared-tests.ts';
import type { GradeRun } from '../pool.ts';

/**
 * What the attack suites (attacks*.test.ts) and the fail-closed tests share: the challenges, a
 * submission and its tests as the server grades them (grading.ts `sourceOf`), and what of the
 * hidden tests an answer must never carry.
 */
export const content = loadChallengeContent(
  fileURLToPath(new URL('../../../../content/challenges', import.meta.url)),
);

export function challenge(slug: string): ChallengeContent {
  const found = content.find((c) => c.meta.slug === slug);
  if (!found) throw new Error(`No challenge ${slug}`);
  return found;
}

export const sourceOf = (c: ChallengeContent, files: Record<string, string>): RunnerSource => ({
  topic: c.meta.topic,
  files,
  tempJsx: c.tempJsx ?? undefined,
  componentName: c.meta.config.componentName,
  clock: c.meta.config.clock,
  fakeApi: c.meta.config.fakeApi,
});

/** Every test the challenge has: visible, hidden and, for TypeScript, its type tests. */
export const testsOf = (c: ChallengeContent): GradedTests => ({
  visible: c.tests,
  hidden: c.hiddenTests ?? undefined,
  types: { visible: c.typeTests ?? undefined, hidden: c.hiddenTypeTests ?? undefined },
});

export const passed = (results: readonly TestResult[]) => results.filter((r) => r.passed).length;

/**
 * What of the hidden tests must never be in an answer: each line of code (names aside), and each
 * string literal that appears nowhere the learner can read (the visible tests, the instructions,
 * the starter and reference, the files submitted, the results' own names).
 */
export function hiddenFragments(
  c: ChallengeContent,
  names: readonly string[],
  submitted: Readonly<Record<string, string>>,
): string[] {
  const hidden = [c.hiddenTests ?? '', c.hiddenTypeTests ?? ''].join('\n');
  const publicText = [
    c.tests,
    c.typeTests ?? '',
    c.instructions,
    ...Object.values(c.starter),
    ...Object.values(c.solution),
    ...Object.values(submitted),
    ...names,
  ].join('\n');
  const lines = hidden
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length >= 16 && !/^(test|it)\(/.test(line) && !line.startsWith('//'))
    .filter((line) => !publicText.includes(line));
  const literals = [...hidden.matchAll(/'([^'\\\n]{4,})'/g)]
    .map((match) => match[1]!)
    .filter((literal) => !publicText.includes(literal));
  return [...new Set([...lines, ...literals])];
}

/** Which places of a grade are hidden tests: the challenge declares it, no run can change it. */
export const hiddenPlaces = (c: ChallengeContent, files: Readonly<Record<string, string>>) =>
  [...declaredTypeTests(files, testsOf(c).types!), ...declaredBrowserTests(testsOf(c))].map(
    (test) => test.hidden,
  );

/**
 * An answer tells nothing of the hidden tests: one result per declared test, each hidden one
 * flagged and saying at most that it did not run, and no hidden line or literal anywhere in it.
 */
export function expectNoHiddenTestLeaks(
  c: ChallengeContent,
  submitted: Readonly<Record<string, string>>,
  run: GradeRun,
): void {
  const hidden = hiddenPlaces(c, submitted);
  expect(run.results).toHaveLength(hidden.length);
  run.results.forEach((result, index) => {
    if (!hidden[index]) return;
    expect(result.hidden).toBe(true);
    if (!result.passed) expect(['', NOT_REACHED, NOT_STARTED]).toContain(result.message);
  });
  const answer = JSON.stringify(run);
  const names = run.results.map((r) => r.name);
  for (const fragment of hiddenFragments(c, names, submitted)) {
    expect(answer, `the answer carries "${fragment}"`).not.toContain(fragment);
  }
}
