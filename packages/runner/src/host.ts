import { buildDocument } from './document.ts';
import {
  FRAME_LOAD,
  FRAME_READY,
  TEST_FRAME_SIZE,
  type ConsoleEntry,
  type FrameLoad,
  type FrameMessage,
  type RunnerSource,
  type TestResult,
  type TestProgress,
  type TestSources,
} from './types.ts';

/**
 * The host side of learner frames, used by the workspace and by the content check alike. Frames
 * are sandboxed with `allow-scripts allow-modals` and never `allow-same-origin`.
 *
 * A frame loads its runtime (bridge, React, the test harness) before it gets any code, so one is
 * kept warm in advance: a click on Run Tests then only costs running the learner's code and tests.
 */
// allow-forms lets learners' forms fire submit events; the frame's CSP (form-action 'none') still
// stops any submission from navigating anywhere. Never allow-same-origin (decision 0004).
export const FRAME_SANDBOX = 'allow-scripts allow-modals allow-forms';

/** A test frame that sends nothing for this long is treated as hung and removed. */
export const STALL_TIMEOUT_MS = 3000;
/** Time allowed for the frame to load the document and announce its tests. */
export const LOAD_TIMEOUT_MS = 8000;

export const HUNG_MESSAGE = 'Your code stopped responding (possible infinite loop).';

const DEFAULT_RUNTIME = '/runtime/';
const HIDDEN_TEST_FRAME = `position:fixed;left:0;top:0;width:${TEST_FRAME_SIZE.width}px;height:${TEST_FRAME_SIZE.height}px;border:0;opacity:0;pointer-events:none;z-index:-1;`;
const VISIBLE_FRAME = 'width:100%;height:100%;border:0;background:#fff;';

export interface HostOptions {
  /** Where /runtime/ is served, ending in '/'. */
  runtimeBase?: string;
  onConsole?: (entry: ConsoleEntry) => void;
}

/** A sandboxed frame that is loading (or has loaded) its runtime and waits for a document. */
interface WarmFrame {
  iframe: HTMLIFrameElement;
  ready: Promise<void>;
}

const newChannel = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

function warmFrame(
  container: HTMLElement,
  runtimeBase: string,
  style: string,
  title: string,
): WarmFrame {
  const iframe = document.createElement('iframe');
  iframe.title = title;
  iframe.style.cssText = style;
  iframe.setAttribute('sandbox', FRAME_SANDBOX);
  const ready = new Promise<void>((resolve) => {
    const onReady = (event: MessageEvent) => {
      if (event.source === null || event.source !== iframe.contentWindow) return;
      if ((event.data as { type?: string } | null)?.type !== FRAME_READY) return;
      window.removeEventListener('message', onReady);
      resolve();
    };
    window.addEventListener('message', onReady);
  });
  iframe.src = `${runtimeBase}frame.html`;
  container.append(iframe);
  return { iframe, ready };
}

/**
 * Hands the frame its document once it is ready, and routes the messages it sends on `channel`
 * to `onMessage`. Messages from any other window or channel are ignored. Returns the unsubscribe.
 */
function load(
  frame: WarmFrame,
  content: Omit<FrameLoad, 'type'>,
  channel: string,
  onMessage: (message: FrameMessage) => void,
): () => void {
  const listener = (event: MessageEvent) => {
    if (event.source === null || event.source !== frame.iframe.contentWindow) return;
    const data = event.data as { channel?: string } | null;
    if (data?.channel === channel) onMessage(data as FrameMessage);
  };
  window.addEventListener('message', listener);
  const message: FrameLoad = { type: FRAME_LOAD, ...content };
  void frame.ready.then(() => frame.iframe.contentWindow?.postMessage(message, '*'));
  return () => window.removeEventListener('message', listener);
}

/** The live preview: each render shows a fresh frame, taken from a warm spare. */
export function createPreview(
  container: HTMLElement,
  { runtimeBase = DEFAULT_RUNTIME, onConsole, title = 'Preview' }: HostOptions & { title?: string },
) {
  const hidden = 'display:none;';
  let spare: WarmFrame | undefined = warmFrame(container, runtimeBase, hidden, title);
  let current: { frame: WarmFrame; stop: () => void } | undefined;

  const dispose = () => {
    current?.stop();
    current?.frame.iframe.remove();
    current = undefined;
  };
  return {
    render(source: RunnerSource) {
      dispose();
      const frame = spare ?? warmFrame(container, runtimeBase, hidden, title);
      frame.iframe.style.cssText = VISIBLE_FRAME;
      spare = warmFrame(container, runtimeBase, hidden, title);
      const channel = newChannel();
      const html = buildDocument(source, { channel });
      const stop = load(frame, { html }, channel, (message) => {
        if (message.type === 'console') onConsole?.(message.entry);
      });
      current = { frame, stop };
    },
    dispose() {
      dispose();
      spare?.iframe.remove();
      spare = undefined;
    },
  };
}

/** One warm test frame per page, taken by the next run. */
let spareTestFrame: { frame: WarmFrame; container: HTMLElement; runtimeBase: string } | undefined;

function takeTestFrame(container: HTMLElement, runtimeBase: string): WarmFrame {
  const spare = spareTestFrame;
  spareTestFrame = undefined;
  if (
    spare &&
    spare.container === container &&
    spare.runtimeBase === runtimeBase &&
    spare.frame.iframe.isConnected
  ) {
    return spare.frame;
  }
  spare?.frame.iframe.remove();
  return warmFrame(container, runtimeBase, HIDDEN_TEST_FRAME, 'Test runner');
}

/** Loads a test frame in advance, so the next run starts at once. */
export function prepareTestFrame(
  container: HTMLElement = document.body,
  runtimeBase: string = DEFAULT_RUNTIME,
): void {
  if (spareTestFrame?.frame.iframe.isConnected && spareTestFrame.container === container) return;
  spareTestFrame?.frame.iframe.remove();
  spareTestFrame = {
    frame: warmFrame(container, runtimeBase, HIDDEN_TEST_FRAME, 'Test runner'),
    container,
    runtimeBase,
  };
}

/** Removes the warm test frame (when the page that wanted it goes away). */
export function releaseTestFrame(): void {
  spareTestFrame?.frame.iframe.remove();
  spareTestFrame = undefined;
}

/**
 * Runs the challenge's tests against the learner's code in a fresh hidden frame of a fixed size
 * and resolves with one result per test. A frame that stops answering is removed and its
 * unfinished tests fail; this never rejects.
 */
export function runTests(
  source: RunnerSource,
  tests: TestSources,
  {
    runtimeBase = DEFAULT_RUNTIME,
    onConsole,
    onProgress,
    container = document.body,
  }: HostOptions & { container?: HTMLElement; onProgress?: (progress: TestProgress) => void } = {},
): Promise<TestResult[]> {
  const frame = takeTestFrame(container, runtimeBase);
  frame.iframe.setAttribute('aria-hidden', 'true');
  frame.iframe.tabIndex = -1;
  const channel = newChannel();

  return new Promise((resolve) => {
    let names: string[] = [];
    let lastSign = Date.now();
    let started = false;
    const startedAt = Date.now();

    const finish = (results: TestResult[]) => {
      clearInterval(watchdog);
      stop();
      frame.iframe.remove();
      prepareTestFrame(container, runtimeBase);
      resolve(results);
    };
    const hung = () =>
      names.length > 0
        ? names.map((name) => ({ name, passed: false, message: HUNG_MESSAGE }))
        : [{ name: 'Your code loads and runs', passed: false, message: HUNG_MESSAGE }];

    const watchdog = setInterval(() => {
      const now = Date.now();
      if (!started && now - startedAt > LOAD_TIMEOUT_MS) finish(hung());
      else if (started && now - lastSign > STALL_TIMEOUT_MS) finish(hung());
    }, 200);

    // Only the harness knows the secret; the learner's code in the frame can post messages on
    // the channel too, but never results that count.
    const secret = newChannel();
    const html = buildDocument(source, { channel, mode: 'test' });
    const files = typeof tests === 'string' ? [tests] : [...tests];
    const stop = load(frame, { html, tests: files, secret }, channel, (message) => {
      lastSign = Date.now();
      if (message.type === 'console') onConsole?.(message.entry);
      else if (message.type === 'tests-started' && message.secret === secret) {
        started = true;
        names = message.names;
        onProgress?.({ type: 'started', names });
      } else if (message.type === 'test-result' && message.secret === secret) {
        onProgress?.({ type: 'result', index: message.index, result: message.result });
      } else if (message.type === 'tests-done' && message.secret === secret) {
        finish(message.results);
      }
    });
  });
}
