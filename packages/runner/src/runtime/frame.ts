import { FRAME_LOAD, FRAME_READY, HARNESS_NAMES, type FrameLoad } from '../types.ts';
import { AXE_FILE, usesAccessibility } from './accessibility.ts';
import { adoptDocument } from './adopt.ts';
import type { HarnessControl } from './harness.ts';

/**
 * /runtime/frame.html runs this after the bridge, libraries and harness have loaded, so a
 * frame can be warmed up before the learner clicks Run. It then waits for its host to send the
 * learner's document and adopts it into itself: attributes, head and body are replaced, and the
 * document's scripts run in order, as a freshly loaded page would run them.
 *
 * The frame is sandboxed without allow-same-origin, so the document gets an opaque origin and
 * cannot touch the app, its cookies or its storage.
 *
 * For the workspace's Run Tests the (visible) test files come in the same message but stay out of
 * the document: they are evaluated here after the learner's code has run, and the harness's
 * controls are taken now, before any learner code exists. This run only colours the workspace's
 * panel; the server's grade runs the tests in a world of their own (grader-world.ts).
 */
const arm = (window as { __launchpadArm?: (secret: string) => HarnessControl }).__launchpadArm;
delete (window as { __launchpadArm?: unknown }).__launchpadArm;
const NativeFunction = Function;

window.addEventListener('message', function load(event: MessageEvent) {
  const data = event.data as Partial<FrameLoad> | null;
  if (
    event.source !== window.parent ||
    data?.type !== FRAME_LOAD ||
    typeof data.html !== 'string'
  ) {
    return;
  }
  window.removeEventListener('message', load);
  const control = data.tests && arm ? arm(String(data.secret ?? '')) : undefined;
  void adoptDocument(data.html).then(() => {
    if (control && data.tests) runTestFiles(control, data.tests);
  });
});
window.parent.postMessage({ type: FRAME_READY }, '*');

/** Each test file is a function of the harness's names, so learner globals cannot shadow them. */
function runTestFiles(control: HarnessControl, files: readonly string[]): void {
  const values = HARNESS_NAMES.map((name) => control.harness[name]);
  for (const source of files) {
    control.register(() => new NativeFunction(...HARNESS_NAMES, source)(...values));
  }
  // axe-core only for tests that use it, loaded before the first test so no test waits for it.
  // Should it fail to load, the run goes on and `expectAccessible` says so in its test.
  if (usesAccessibility(files)) void loadScript(AXE_FILE).finally(() => control.run());
  else control.run();
}

/** A runtime script (same folder as this frame), added after the learner's document is in place. */
function loadScript(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL(file, document.baseURI).href;
    script.crossOrigin = 'anonymous';
    script.onload = () => {
      script.remove();
      resolve();
    };
    script.onerror = () => reject(new Error(`${file} could not be loaded`));
    document.head.append(script);
  });
}
