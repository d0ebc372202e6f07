import type { ChallengeContent } from '@launchpad/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertionAndLayoutAttacks } from './attacks/assertions-and-layout.ts';
import {
  challenge,
  expectNoHiddenTestLeaks,
  hiddenPlaces,
  passed,
  sourceOf,
  testsOf,
} from './attacks/grading.ts';
import type { ChromiumGrader, GradeRun } from './pool.ts';
import { startTestGrader } from './testing.ts';

/**
 * Issue #47's attacks (attacks/assertions-and-layout.ts): each entry, on each challenge it names,
 * in front of the starter and of the wrong solution closest to passing, is graded not solved,
 * passes no more tests than the same code without it, and no answer carries a line or a literal
 * of the hidden tests. The wrong solutions are the stricter half: they pass most tests already,
 * so an attack that tips one test over shows there.
 */

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

const cases = assertionAndLayoutAttacks.flatMap((attack) =>
  attack.appliesTo.flatMap((slug) =>
    ['starter', ...(CLOSEST_WRONG[slug] ?? [])].map(
      (base) => [attack.name, slug, base, attack.code] as const,
    ),
  ),
);
const slugs = [...new Set(cases.map(([, slug]) => slug))];

let grader: ChromiumGrader;
/** Passes of the untouched starter and wrong solutions, per slug. */
const untouched = new Map<string, { passes: Record<string, number> }>();

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
      const runs = await Promise.all(
        bases.map((base) => grader.grade(sourceOf(c, filesOf(c, base)), testsOf(c))),
      );
      untouched.set(slug, {
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
      const submitted = withAttack(c, c.solution, 'void 0;');
      const run = await grader.grade(sourceOf(c, submitted), testsOf(c));
      expect(run.failure).toBeUndefined();
      expect(run.results.filter((r) => !r.passed)).toEqual([]);
      expect(run.results).toHaveLength(hiddenPlaces(c, submitted).length);
    },
  );
});

describe.each(cases)('%s, on %s (%s)', (_name, slug, base, code) => {
  it('is not solved, passes no more tests than without it, and leaks no hidden test', async () => {
    const c = challenge(slug);
    const submitted = withAttack(c, filesOf(c, base), code);
    const run: GradeRun = await grader.grade(sourceOf(c, submitted), testsOf(c));
    const solved = run.results.length > 0 && run.results.every((r) => r.passed);
    const { passes } = untouched.get(slug)!;
    const summary = run.results.map((r) => `${r.passed ? 'pass' : 'FAIL'} ${r.name}`).join('\n');
    expect(solved, summary).toBe(false);
    expect(passed(run.results), summary).toBeLessThanOrEqual(passes[base]!);

    expectNoHiddenTestLeaks(c, submitted, run);
  });
});
