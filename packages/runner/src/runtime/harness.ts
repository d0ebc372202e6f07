import type { FramePayload } from '../types.ts';
import type { AxeLike } from './accessibility.ts';
import type { LearnerTools } from './learner-side.ts';
import { createTestRunner } from './test-runner.ts';

/**
 * The workspace's in-frame test runner, in the learner's world (frame.html only: the grader's
 * frames, grading-frame.html, have no use for it). Run Tests runs the visible tests in the
 * learner's own frame, for speed. It shares the page with the learner's code, so it decides nothing that counts:
 * the server grades every submission again with its tests in a world of their own
 * (grader-world.ts, docs/decisions/0019-verdicts-outside-the-learner-realm.md).
 *
 * So that a learner's stray `postMessage` cannot colour even the workspace's panel, the runner is
 * handed to frame.ts alone (a one-shot `__launchpadArm` it takes before any learner code exists)
 * and its messages carry the host's per-run secret.
 */
const hostWindow = window.parent;
/** Rendering and user-event in the learner's world, from learner-side.js (loaded just before). */
const tools = (window as { __launchpadLearnerTools?: LearnerTools }).__launchpadLearnerTools;
delete (window as { __launchpadLearnerTools?: unknown }).__launchpadLearnerTools;

/** What frame.ts gets, once: the runner's names for the test files, and its controls. */
export interface HarnessControl {
  harness: Readonly<Record<string, unknown>>;
  /** Evaluates one test file with the harness's names in scope; only then can it add tests. */
  register(evaluate: () => void): void;
  run(): void;
}

Object.defineProperty(window, '__launchpadArm', {
  configurable: true,
  value(secret: string): HarnessControl {
    delete (window as { __launchpadArm?: unknown }).__launchpadArm;
    const runner = createTestRunner({
      errorsSoFar: () => window.__launchpadErrors(),
      // The clock's advance, its timers and the fake API come with the tools: the bridge's own
      // instruments, which learner-side.js took before any learner code (bridge.ts).
      // Loaded by frame.ts before the run when a test uses it; in this world learner code could
      // replace it, which only colours the workspace's panel (the grader's copy is out of reach).
      axe: () => (window as { axe?: AxeLike }).axe,
      ...tools!,
    });
    // The run's channel arrives with the learner's document, after this script has loaded.
    const post = (message: FramePayload) =>
      hostWindow.postMessage({ ...message, channel: window.__launchpad.channel, secret }, '*');
    let files = 0;
    return {
      harness: runner.harness,
      register: (evaluate) => runner.register(files++, evaluate),
      run: () => runner.run(post),
    };
  },
});
