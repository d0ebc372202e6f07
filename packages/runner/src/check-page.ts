import { runTests } from './host.ts';

/**
 * /runtime/check.html: the page `npm run challenges:check` drives in Chromium. It exposes the very
 * `runTests` the workspace uses, so the check proves what learners get.
 */
Object.assign(window, { launchpadRunner: { runTests } });
