import type { ChallengeContent } from '@launchpad/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attacks } from './attacks/corpus.ts';
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
 * The attack suite (docs/decisions/0019): every tampering submission of attacks/corpus.ts, on a
 * challenge of every topic, is graded not solved, passes no more tests than the untouched starter,
 * and no answer carries a line or a literal of the hidden tests, or a hidden test's assertion.
 */

/** Where each topic's submission carries the attack: before the learner's own code. */
interface Target {
  challenge: ChallengeContent;
  /** The starter (or another) file set with `attack` put in front and the hook wired in. */
  withAttack(files: Record<string, string>, attack: string): Record<string, string>;
  /** A harmless hook in the topic's language (TypeScript's must type-check). */
  harmless?: string;
}

const inPage = (files: Record<string, string>, attack: string) => ({
  ...files,
  'index.html': `<script>${attack}</script>\n${files['index.html'] ?? ''}`,
});

/**
 * The attack at the top of `file`, and a call of `window.__hook(argument)` as the first statement
 * of the learner's function `name` (its body's opening brace, past any parameter and return
 * types). TypeScript reaches the hook through `any`, so the control type-checks.
 */
const inFunction =
  (file: string, name: string, argument: string, typed = false) =>
  (files: Record<string, string>, attack: string) => {
    const hook = typed ? '(window as any).__hook' : 'window.__hook';
    const body = new RegExp(`function\\s+${name}\\b[\\s\\S]*?\\)\\s*(:[^{]*)?\\{`);
    const code = files[file]!;
    const opening = body.exec(code);
    if (!opening) throw new Error(`no function ${name} in ${file}`);
    const at = opening.index + opening[0].length;
    const hooked = `${code.slice(0, at)}\n  if (${hook}) ${hook}(${argument});${code.slice(at)}`;
    return { ...files, [file]: `${attack}\n${hooked}` };
  };

const targets: Target[] = [
  { challenge: challenge('heading-hierarchy'), withAttack: inPage },
  { challenge: challenge('center-card'), withAttack: inPage },
  { challenge: challenge('array-chunk'), withAttack: inFunction('script.js', 'chunk', 'array') },
  {
    challenge: challenge('dom-counter'),
    withAttack: (files, attack) => ({ ...files, 'script.js': `${attack}\n${files['script.js']!}` }),
  },
  {
    challenge: challenge('use-toggle-hook'),
    withAttack: inFunction('App.jsx', 'useToggle', 'initialValue'),
  },
  {
    challenge: challenge('cached-details'),
    withAttack: inFunction('script.js', 'getLesson', 'id'),
  },
  {
    challenge: challenge('typed-group-by'),
    withAttack: inFunction('index.ts', 'groupBy', 'items', true),
    harmless: '(window as any).__hook = () => {};',
  },
];

let grader: ChromiumGrader;
beforeAll(async () => {
  grader = await startTestGrader({ concurrency: 2, timeoutMs: 8000 });
});
afterAll(() => grader?.close());

describe.each(
  targets.map(
    (target) => [target.challenge.meta.topic, target.challenge.meta.slug, target] as const,
  ),
)('tampering on %s (%s)', (_topic, _slug, target) => {
  const c = target.challenge;
  let starterPassed = 0;
  const hiddenAt = hiddenPlaces(c, c.starter);
  beforeAll(async () => {
    const starter = await grader.grade(sourceOf(c, c.starter), testsOf(c));
    starterPassed = passed(starter.results);
  });

  it('control: the reference solution with a harmless hook is solved, the starter is not', async () => {
    const run = await grader.grade(
      sourceOf(c, target.withAttack(c.solution, target.harmless ?? 'window.__hook = () => {};')),
      testsOf(c),
    );
    expect(run.failure).toBeUndefined();
    expect(run.results).toHaveLength(hiddenAt.length);
    expect(hiddenAt.some((hidden) => !hidden) && hiddenAt.some((hidden) => hidden)).toBe(true);
    expect(run.results.every((r) => r.passed)).toBe(true);
    expect(starterPassed).toBeLessThan(run.results.length);
  });

  it.each(attacks.map((attack) => [attack.name, attack.code] as const))(
    '%s: not solved, and no hidden test leaks',
    async (_name, attack) => {
      const submitted = target.withAttack(c.starter, attack);
      const run: GradeRun = await grader.grade(sourceOf(c, submitted), testsOf(c));
      const solved = run.results.length > 0 && run.results.every((r) => r.passed);
      expect(solved).toBe(false);
      expect(passed(run.results)).toBeLessThanOrEqual(starterPassed);
      expect(run.results.map((r) => r.name)).not.toContain('forged');

      expectNoHiddenTestLeaks(c, submitted, run);
    },
  );
});
