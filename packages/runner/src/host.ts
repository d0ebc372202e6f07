import { buildDocument } from './document.ts';
import {
  FRAME_LOAD,
  FRAME_READY,
  TEST_FRAME_SIZE,
  type ConsoleEntry,
  type FrameMessage,
  type RunnerSource,
  type TestResult,
} from './types.ts';

/**
 * The host side of learner frames, used by the workspace and by the content check alike. Frames
 * are sandboxed with `allow-scripts allow-modals` and never `allow-same-origin`.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-modals';

/** A test frame that sends nothing for this long is treated as hung and removed. */
export const STALL_TIMEOUT_MS = 3000;
/** Time allowed for the frame to load the document and announce its tests. */
export const LOAD_TIMEOUT_MS = 8000;

export const HUNG_MESSAGE = 'Your code stopped responding (possible infinite loop).';

export interface HostOptions {
  /** Where /runtime/ is served, ending in '/'. */
  runtimeBase?: string;
  onConsole?: (entry: ConsoleEntry) => void;
}

const newChannel = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Creates a sandboxed frame, hands it the document once it is ready, and routes the messages it
 * sends on `channel` to `onMessage`. Messages from any other window or channel are ignored.
 */
function openFrame(
  iframe: HTMLIFrameElement,
  html: string,
  channel: string,
  runtimeBase: string,
  onMessage: (message: FrameMessage) => void,
): () => void {
  const listener = (event: MessageEvent) => {
    if (event.source === null || event.source !== iframe.contentWindow) return;
    const data = event.data as { type?: string; channel?: string } | null;
    if (data?.type === FRAME_READY) {
      iframe.contentWindow?.postMessage({ type: FRAME_LOAD, html }, '*');
      return;
    }
    if (data?.channel === channel) onMessage(data as FrameMessage);
  };
  window.addEventListener('message', listener);
  iframe.setAttribute('sandbox', FRAME_SANDBOX);
  iframe.src = `${runtimeBase}frame.html`;
  return () => window.removeEventListener('message', listener);
}

/** The live preview: each render replaces the frame with a fresh one. */
export function createPreview(
  container: HTMLElement,
  { runtimeBase = '/runtime/', onConsole, title = 'Preview' }: HostOptions & { title?: string },
) {
  let current: { iframe: HTMLIFrameElement; stop: () => void } | undefined;
  const dispose = () => {
    current?.stop();
    current?.iframe.remove();
    current = undefined;
  };
  return {
    render(source: RunnerSource) {
      dispose();
      const channel = newChannel();
      const iframe = document.createElement('iframe');
      iframe.title = title;
      iframe.style.cssText = 'width:100%;height:100%;border:0;background:#fff;';
      const stop = openFrame(
        iframe,
        buildDocument(source, { runtimeBase, channel }),
        channel,
        runtimeBase,
        (message) => {
          if (message.type === 'console') onConsole?.(message.entry);
        },
      );
      container.append(iframe);
      current = { iframe, stop };
    },
    dispose,
  };
}

/**
 * Runs the challenge's tests against the learner's code in a fresh hidden frame of a fixed size
 * and resolves with one result per test. A frame that stops answering is removed and its
 * unfinished tests fail; this never rejects.
 */
export function runTests(
  source: RunnerSource,
  tests: string,
  {
    runtimeBase = '/runtime/',
    onConsole,
    container = document.body,
  }: HostOptions & { container?: HTMLElement } = {},
): Promise<TestResult[]> {
  const channel = newChannel();
  const iframe = document.createElement('iframe');
  iframe.title = 'Test runner';
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
  iframe.style.cssText = `position:fixed;left:0;top:0;width:${TEST_FRAME_SIZE.width}px;height:${TEST_FRAME_SIZE.height}px;border:0;opacity:0;pointer-events:none;z-index:-1;`;

  return new Promise((resolve) => {
    let names: string[] = [];
    let lastSign = Date.now();
    let started = false;
    const startedAt = Date.now();

    const finish = (results: TestResult[]) => {
      clearInterval(watchdog);
      stop();
      iframe.remove();
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

    const stop = openFrame(
      iframe,
      buildDocument(source, { runtimeBase, channel, tests }),
      channel,
      runtimeBase,
      (message) => {
        lastSign = Date.now();
        if (message.type === 'console') onConsole?.(message.entry);
        else if (message.type === 'tests-started') {
          started = true;
          names = message.names;
        } else if (message.type === 'tests-done') finish(message.results);
      },
    );
    container.append(iframe);
  });
}
