import { fileURLToPath } from 'node:url';
import { loadChallengeContent, type ChallengeContent } from '@launchpad/content';
import type { GradedTests, RunnerSource, TestResult } from '@launchpad/runner/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertionAndLayoutAttacks } from './attacks/assertions-and-layout.ts';
import { NOT_REACHED, type ChromiumGrader, type GradeRun } from './pool.ts';
import { startTestGrader } from './testing.ts';

/**
 * Issue #47's attacks (attacks/assertions-and-layout.ts): each entry, on each challenge it names,
 * in front of the starter and of the wrong solution closest to passing, is graded not solved,
 * passes no more tests than the same code without it, and no answer carries a line or a literal
 * of the hidden tests. The wrong solutions are the stricter half: they pass most tests already,
 * so an attack that tips one test over shows there.
 */
const content = loadChallengeContent(
  fileURLToPath(new URL('../../../content/challenges', import.meta.url)),
);
const challenge = (slug: string) => {
  const found = content.find((c) => c.meta.slug === slug);
  if (!found) throw new Error(`no challenge ${slug}`);
  return found;
};

/**
 * The wrong solutions each target is graded with besides its starter: the closest to passing, and
 * for sticky-header also the one a CSS trick (pointer-events) was aimed at.
 */
const CLOSEST_WRONG: Record<string, string[]> = {
  'sticky-header': ['overflow-ancestor', 'no-z-index'],
  'sticky-sidebar-toc': ['no-max-height'],
  'center-card': ['margin-auto'],
  'responsive-breakpoints': ['desktop-first'],
  'fluid-type-clamp': ['no-minimum'],
  'memo-product-rows': ['no-memo'],
  'use-toggle-hook': ['ignores-argument'],
  'typed-dom-listeners': ['cast-query'],
};

/** The attack in front of the learner's code: in the page for HTML and CSS, else in the file. */
function withAttack(
  c: ChallengeContent,
  files: Record<string, string>,
  attack: string,
): Record<string, string> {
  if (c.meta.topic === 'html' || c.meta.topic === 'css') {
    return { ...files, 'index.html': `<script>${attack}</script>\n${files['index.html'] ?? ''}` };
  }
  const file = ['App.jsx', 'App.tsx', 'script.js', 'index.ts', 'script.ts'].find(
    (path) => path in files,
  );
  if (!file) throw new Error(`${c.meta.slug} has no file to put the attack in`);
  return { ...files, [file]: `${attack}\n${files[file]!}` };
}

const sourceOf = (c: ChallengeContent, files: Record<string, string>): RunnerSource => ({
  topic: c.meta.topic,
  files,
  tempJsx: c.tempJsx ?? undefined,
  componentName: c.meta.config.componentName,
  clock: c.meta.config.clock,
  fakeApi: c.meta.config.fakeApi,
});
const testsOf = (c: ChallengeContent): GradedTests => ({
  visible: c.tests,
  hidden: c.hiddenTests ?? undefined,
});
const passed = (results: TestResult[]) => results.filter((r) => r.passed).length;

/**
 * What of the hidden tests must never be in an answer: each line of code, and each string literal
 * that appears nowhere a learner can read (as attacks.test.ts checks).
 */
function hiddenFragments(c: ChallengeContent, names: string[], attack: string): string[] {
  const hidden = c.hiddenTests ?? '';
  const publicText = [
    c.tests,
    c.instructions,
    ...Object.values(c.starter),
    ...Object.values(c.solution),
    ...Object.values(c.wrong).flatMap((files) => Object.values(files)),
    attack,
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

const cases = assertionAndLayoutAttacks.flatMap((attack) =>
  attack.appliesTo.flatMap((slug) =>
    ['starter', ...(CLOSEST_WRONG[slug] ?? [])].map(
      (base) => [attack.name, slug, base, attack.code] as const,
    ),
  ),
);
const slugs = [...new Set(cases.map(([, slug]) => slug))];

let grader: ChromiumGrader;
/** Passes of the untouched starter and wrong solution, and the visible test count, per slug. */
const untouched = new Map<string, { passes: Record<string, number>; visible: number }>();

const filesOf = (c: ChallengeContent, base: string) => {
  if (base === 'starter') return c.starter;
  const files = c.wrong[base];
  if (!files) throw new Error(`${c.meta.slug} has no wrong/${base}`);
  return files;
};

beforeAll(async () => {
  grader = await startTestGrader({ concurrency: 2, timeoutMs: 15000 });
  await Promise.all(
    slugs.map(async (slug) => {
      const c = challenge(slug);
      const bases = ['starter', ...(CLOSEST_WRONG[slug] ?? [])];
      const [visibleRun, ...runs] = await Promise.all([
        grader.grade(sourceOf(c, c.solution), { visible: c.tests }),
        ...bases.map((base) => grader.grade(sourceOf(c, filesOf(c, base)), testsOf(c))),
      ]);
      untouched.set(slug, {
        visible: visibleRun!.results.length,
        passes: Object.fromEntries(bases.map((base, i) => [base, passed(runs[i]!.results)])),
      });
    }),
  );
}, 300_000);
afterAll(() => grader?.close());

describe('the targets, untouched', () => {
  it.each(slugs)(
    '%s: the reference solution with a harmless script in front is solved',
    async (slug) => {
      const c = challenge(slug);
      const run = await grader.grade(sourceOf(c, withAttack(c, c.solution, 'void 0;')), testsOf(c));
      expect(run.failure).toBeUndefined();
      expect(run.results.filter((r) => !r.passed)).toEqual([]);
      expect(run.results.length).toBeGreaterThan(untouched.get(slug)!.visible);
    },
  );
});

describe.each(cases)('%s, on %s (%s)', (_name, slug, base, code) => {
  it('is not solved, passes no more tests than without it, and leaks no hidden test', async () => {
    const c = challenge(slug);
    const run: GradeRun = await grader.grade(
      sourceOf(c, withAttack(c, filesOf(c, base), code)),
      testsOf(c),
    );
    const solved = run.results.length > 0 && run.results.every((r) => r.passed);
    const { passes, visible } = untouched.get(slug)!;
    const summary = run.results.map((r) => `${r.passed ? 'pass' : 'FAIL'} ${r.name}`).join('\n');
    expect(solved, summary).toBe(false);
    expect(passed(run.results), summary).toBeLessThanOrEqual(passes[base]!);

    for (const result of run.results.slice(visible)) {
      expect(result.hidden).toBe(true);
      if (!result.passed) expect(['', NOT_REACHED]).toContain(result.message);
    }
    const answer = JSON.stringify(run);
    const names = run.results.map((r) => r.name);
    for (const fragment of hiddenFragments(c, names, code)) {
      expect(answer, `the answer carries "${fragment}"`).not.toContain(fragment);
    }
  });
});
