import { prepareTestFrame, runTests } from './host.ts';
import type { RunnerSource, TestProgress, TestSources } from './types.ts';

/**
 * /runtime/check.html: the page the server's grader (and so `npm run challenges:check`) drives in
 * Chromium. It exposes the very `runTests` the workspace uses, so a grade is what learners get.
 * The grader also hears each result as it lands (`__graderProgress`, a binding only this page's
 * own code can use), so a run cut short by the time limit still counts what it finished.
 */
type Progress = (runId: string, progress: TestProgress) => void;

Object.assign(window, {
  launchpadRunner: {
    prepareTestFrame,
    runTests(source: RunnerSource, tests: TestSources, runId?: string) {
      const report = (window as { __graderProgress?: Progress }).__graderProgress;
      return runTests(source, tests, {
        onProgress: runId && report ? (progress) => report(runId, progress) : undefined,
      });
    },
  },
});
