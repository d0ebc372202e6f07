import { FRAME_SANDBOX } from './frame-policy.ts';
import { GRADING_FRAME, TEST_FRAME_STYLE } from './types.ts';

/**
 * /runtime/check.html: the page the server's grader (and so `npm run challenges:check`) drives in
 * Chromium. It holds one learner frame at a time (grading-frame.html: the learner's runtime, no
 * test runner). The grader installs its tests' isolated world in every document of this page
 * (grader-world.ts); the world announces, under the frame's name, when the frame has loaded, and
 * the grader runs the tests from there, so nothing this page or the learner's frame says decides
 * a grade.
 */
let current: HTMLIFrameElement | undefined;

/**
 * Removes the last learner frame (and so whatever its code still runs) and loads the next one,
 * named by the grader: the name is how the grader knows this frame's world from any other.
 */
function nextGradingFrame(name: string): void {
  current?.remove();
  const iframe = document.createElement('iframe');
  iframe.name = name;
  iframe.title = 'Grading';
  iframe.setAttribute('aria-hidden', 'true');
  iframe.setAttribute('sandbox', FRAME_SANDBOX);
  iframe.style.cssText = TEST_FRAME_STYLE;
  iframe.src = GRADING_FRAME;
  document.body.append(iframe);
  current = iframe;
}

Object.assign(window, { launchpadRunner: { nextGradingFrame } });
