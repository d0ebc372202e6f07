import type { ChallengeContent } from '@launchpad/content';
import type { GradedTests, RunnerSource } from '@launchpad/runner';

/**
 * What the scripts hand the grader for a challenge folder, as the server does for a submission:
 * the learner's files (a solution, starter or wrong one) with the challenge's settings, and its
 * tests.
 */
export function sourceOf(challenge: ChallengeContent, files: Record<string, string>): RunnerSource {
  return {
    topic: challenge.meta.topic,
    files,
    tempJsx: challenge.tempJsx ?? undefined,
    componentName: challenge.meta.config.componentName,
    clock: challenge.meta.config.clock,
    fakeApi: challenge.meta.config.fakeApi,
  };
}

/** Everything the grader runs: visible and hidden tests, visible and hidden type tests. */
export function gradedTestsOf(challenge: ChallengeContent): GradedTests {
  return {
    visible: challenge.tests,
    hidden: challenge.hiddenTests ?? undefined,
    types: {
      visible: challenge.typeTests ?? undefined,
      hidden: challenge.hiddenTypeTests ?? undefined,
    },
  };
}
