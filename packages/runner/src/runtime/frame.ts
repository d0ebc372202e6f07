import { FRAME_LOAD, FRAME_READY, HARNESS_NAMES, type FrameLoad } from '../types.ts';
import type { HarnessControl } from './harness.ts';

/**
 * /runtime/frame.html runs this after the bridge, vendor libraries and harness have loaded, so a
 * frame can be warmed up before the learner clicks Run. It then waits for its host to send the
 * learner's document and adopts it into itself: attributes, head and body are replaced, and the
 * document's scripts run in order, as a freshly loaded page would run them.
 *
 * The frame is sandboxed without allow-same-origin, so the document gets an opaque origin and
 * cannot touch the app, its cookies or its storage.
 *
 * For a test run the test files come in the same message but stay out of the document: they are
 * evaluated here after the learner's code has run, so that code can neither read them (the
 * grader's hidden tests) nor add tests of its own. The harness's controls are taken now, before
 * any learner code exists.
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
  void adopt(new DOMParser().parseFromString(data.html, 'text/html')).then(() => {
    if (control && data.tests) runTestFiles(control, data.tests);
  });
});
window.parent.postMessage({ type: FRAME_READY }, '*');

/** Each test file is a function of the harness's names, so learner globals cannot shadow them. */
function runTestFiles(control: HarnessControl, files: readonly string[]): void {
  const values = HARNESS_NAMES.map((name) => control.harness[name]);
  for (const source of files) {
    control.register(() => {
      try {
        new NativeFunction(...HARNESS_NAMES, source)(...values);
      } catch (error) {
        // Fails closed: a test file that cannot load counts as a failed test, never as none.
        control.harness.test('The challenge tests load', () => {
          throw error;
        });
      }
    });
  }
  control.run();
}

async function adopt(incoming: Document): Promise<void> {
  copyAttributes(incoming.documentElement, document.documentElement);
  copyAttributes(incoming.body, document.body);
  document.title = incoming.title;
  document.head.replaceChildren(
    ...[...incoming.head.childNodes].map((node) => document.importNode(node, true)),
  );
  document.body.replaceChildren(
    ...[...incoming.body.childNodes].map((node) => document.importNode(node, true)),
  );

  // Imported scripts never run by themselves: each is replaced by a fresh copy, in order.
  for (const inert of [...document.querySelectorAll('script')]) {
    const script = document.createElement('script');
    copyAttributes(inert, script);
    script.text = inert.text;
    const loaded = script.src
      ? new Promise((resolve) => (script.onload = script.onerror = resolve))
      : null;
    inert.replaceWith(script);
    if (loaded) await loaded;
  }
  // Learners' code often waits for these; the real ones fired before the code arrived.
  document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
  window.dispatchEvent(new Event('load'));
}

function copyAttributes(from: Element, to: Element) {
  for (const { name } of [...to.attributes]) to.removeAttribute(name);
  for (const { name, value } of [...from.attributes]) to.setAttribute(name, value);
}
