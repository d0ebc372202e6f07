import { fileURLToPath } from 'node:url';
import { loadChallengeContent } from '@launchpad/content';
import { TEST_CHROMIUM, TEST_CHROMIUM_PATH } from '@launchpad/grader/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { isGraderUnavailable } from './grading.ts';
import { ThreadedGrader } from './threaded-grader.ts';

/**
 * The web process's own graders, in their worker thread (src/grader-thread.ts), in real Chromium:
 * the same answers as the pool itself gives, and a dead thread said as 'unavailable' so the queue
 * tries the submission again later.
 */
const content = loadChallengeContent(
  fileURLToPath(new URL('../../../../../content/challenges', import.meta.url)),
);
const counter = content.find((c) => c.meta.slug === 'dom-counter')!;
const tests = { visible: counter.tests, hidden: counter.hiddenTests ?? undefined };
const withScript = (script: string) => ({
  topic: counter.meta.topic,
  files: { ...counter.solution, 'script.js': script },
});

describe('ThreadedGrader', () => {
  let grader: ThreadedGrader;
  beforeAll(async () => {
    grader = new ThreadedGrader({
      runtimeDir: inject('runnerRuntimeDir'),
      chromiumPath: TEST_CHROMIUM_PATH,
      chromiumEnv: TEST_CHROMIUM.env,
      concurrency: 2,
    });
    await grader.start();
  });
  afterAll(() => grader?.close());

  it('grades in its thread: the reference solution passes, a wrong one does not', async () => {
    const [right, wrong] = await Promise.all([
      grader.grade(withScript(counter.solution['script.js']!), tests),
      grader.grade(withScript('// nothing here'), tests),
    ]);
    expect(right.failure).toBeUndefined();
    expect(right.results.length).toBeGreaterThan(4);
    expect(right.results.every((result) => result.passed)).toBe(true);
    expect(wrong.results.some((result) => !result.passed)).toBe(true);
  });

  it('says it is unavailable once its thread has stopped', async () => {
    const stopped = new ThreadedGrader({
      runtimeDir: inject('runnerRuntimeDir'),
      chromiumPath: TEST_CHROMIUM_PATH,
      chromiumEnv: TEST_CHROMIUM.env,
      concurrency: 1,
    });
    await stopped.close();
    const error = await stopped.grade(withScript(''), tests).catch((reason: unknown) => reason);
    expect(isGraderUnavailable(error)).toBe(true);
  });
});
