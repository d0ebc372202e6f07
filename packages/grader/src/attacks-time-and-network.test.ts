import type { ChallengeContent } from '@launchpad/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  challenge,
  expectNoHiddenTestLeaks,
  passed,
  sourceOf,
  testsOf,
} from './attacks/grading.ts';
import { timeAndNetworkAttacks } from './attacks/time-and-network.ts';
import type { ChromiumGrader } from './pool.ts';
import { startTestGrader } from './testing.ts';

/**
 * The time-and-network attack suite (issue #47, docs/decisions/0019 "Time, timers and
 * requests"): every entry of attacks/time-and-network.ts, put before the learner's script on each
 * challenge it names, is graded not solved, passes no more tests than the same code without it,
 * and no answer carries a line or literal of the hidden tests. An entry that forges a measurement
 * is also put before the wrong solution it would otherwise turn into 'solved'.
 */

/** The learner's script: the React component's file, else the page's script. */
function withAttack(files: Record<string, string>, attack: string): Record<string, string> {
  const script = files['App.jsx'] !== undefined ? 'App.jsx' : 'script.js';
  if (files[script] === undefined) throw new Error('The challenge has no script to attack from');
  return { ...files, [script]: `${attack}\n${files[script]}` };
}

let grader: ChromiumGrader;
beforeAll(async () => {
  grader = await startTestGrader({ concurrency: 2 });
});
afterAll(() => grader?.close());

/** Each (challenge, files) graded untouched once: what an attack must not beat. */
const untouched = new Map<string, Promise<number>>();
function untouchedPassed(c: ChallengeContent, label: string, files: Record<string, string>) {
  const key = `${c.meta.slug}:${label}`;
  let known = untouched.get(key);
  if (!known) {
    known = grader.grade(sourceOf(c, files), testsOf(c)).then((run) => {
      expect(run.failure).toBeUndefined();
      return passed(run.results);
    });
    untouched.set(key, known);
  }
  return known;
}

interface Case {
  name: string;
  slug: string;
  /** 'starter', or 'wrong/<name>'. */
  label: string;
  code: string;
  open: string | undefined;
}
const cases: Case[] = timeAndNetworkAttacks.flatMap((attack) =>
  attack.appliesTo.flatMap((slug) => {
    const wrong = attack.wrong?.[slug];
    const of = (label: string): Case => ({
      name: attack.name,
      slug,
      label,
      code: attack.code,
      open: attack.open,
    });
    // An open trick is graded where it wins (its wrong solution), to show it still does.
    if (attack.open) return wrong ? [of(`wrong/${wrong}`)] : [];
    return [of('starter'), ...(wrong ? [of(`wrong/${wrong}`)] : [])];
  }),
);

async function expectNotSolved({ slug, label, code }: Case): Promise<void> {
  const c = challenge(slug);
  const files = label === 'starter' ? c.starter : c.wrong[label.slice('wrong/'.length)]!;
  const baseline = await untouchedPassed(c, label, files);
  const submitted = withAttack(files, code);
  const run = await grader.grade(sourceOf(c, submitted), testsOf(c));
  const solved = run.results.length > 0 && run.results.every((r) => r.passed);
  expect(solved, `solved: ${JSON.stringify(run.results)}`).toBe(false);
  expect(passed(run.results)).toBeLessThanOrEqual(baseline);

  expectNoHiddenTestLeaks(c, submitted, run);
}

describe('tampering with time, timers and requests', () => {
  it('names only challenges and wrong solutions that exist', () => {
    for (const attack of timeAndNetworkAttacks) {
      for (const slug of attack.appliesTo) {
        const c = challenge(slug);
        const wrong = attack.wrong?.[slug];
        if (wrong) expect(Object.keys(c.wrong)).toContain(wrong);
      }
      for (const slug of Object.keys(attack.wrong ?? {})) expect(attack.appliesTo).toContain(slug);
    }
  });

  for (const attack of cases) {
    const title = `${attack.name}, on ${attack.slug} (${attack.label}): not solved, no hidden test leaks`;
    if (attack.open) {
      // Still open (see the entry's `open`): this fails, and tells, the day the trick stops working.
      it.fails(`${title} [open]`, () => expectNotSolved(attack));
    } else {
      it(title, () => expectNotSolved(attack));
    }
  }
});
