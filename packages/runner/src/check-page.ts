import { prepareTestFrame, runTests } from './host.ts';

/**
 * /runtime/check.html: the page the server's grader (and so `npm run challenges:check`) drives in
 * Chromium. It exposes the very `runTests` the workspace uses, so a grade is what learners get.
 */
Object.assign(window, { launchpadRunner: { runTests, prepareTestFrame } });
