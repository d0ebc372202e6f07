import { endGradingFrame, prepareTestFrame, takeGradingFrame } from './host.ts';

/**
 * /runtime/check.html: the page the server's grader (and so `npm run challenges:check`) drives in
 * Chromium. It keeps a warm sandboxed test frame, as the workspace does; the grader takes it by
 * name, creates an isolated world in it and runs the tests from there (grader-world.ts), so
 * nothing this page or the learner's frame says decides a grade.
 */
Object.assign(window, {
  launchpadRunner: { prepareTestFrame, takeGradingFrame, endGradingFrame },
});
