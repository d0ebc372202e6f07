import { buildDocument } from './document.ts';
import { FRAME_SANDBOX } from './frame-policy.ts';
import {
  FRAME_LOAD,
  FRAME_READY,
  TEST_FRAME_STYLE,
  type ConsoleEntry,
  type FrameLoad,
  type FrameMessage,
  type RunnerSource,
  type TestResult,
  type TestProgress,
  type TestSources,
} from './types.ts';

/**
 * The host side of the workspace's learner frames (the grader has its own: check-page.ts). Frames
 * are sandboxed with FRAME_SANDBOX and never `allow-same-origin`.
 *
 * A frame loads its runtime (bridge, React, the test harness) before it gets any code, so one is
 * kept warm in advance: a click on Run Tests then only costs running the learner's code and tests.
 */

/** A frame (test or preview) that sends nothing for this long is treated as hung and removed. */
export const STALL_TIMEOUT_MS = 3000;
/** Time allowed for a ready frame to load the document and announce its tests. */
export const LOAD_TIMEOUT_MS = 8000;
/**
 * Time allowed for a new frame to load its runtime and say it is ready. No learner code has run in
 * it yet, so a slow start is a slow or busy device, not code that stopped responding: a new frame
 * needs a new process after frames were ended, which took over 8 s on a 2-core machine beside two
 * busy processes. A frame whose process is blocked by other frames' code is ended with them.
 */
export const FRAME_START_TIMEOUT_MS = 30_000;

export const HUNG_MESSAGE = 'Your code stopped responding (possible infinite loop).';
/** The result of each test a run did not finish because the learner pressed Stop. */
export const STOPPED_MESSAGE = 'Stopped';

/** Why a preview frame was ended: the learner's Stop, or the watchdog. */
export type PreviewStop = 'stopped' | 'hung';

const DEFAULT_RUNTIME = '/runtime/';
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

/**
 * Every learner frame this page holds. Browsers with site isolation run all frames of one site in
 * one process, so code that never yields (a loop the guard cannot see, an endless promise chain)
 * blocks every learner frame, warm spares included, and removing only its own frame leaves the
 * process spinning. Removing all of them lets the browser end that process; new frames then get a
 * fresh one. Owners of a frame learn of it through `onFramesEnded`.
 */
const learnerFrames = new Set<HTMLIFrameElement>();
const framesEndedListeners = new Set<() => void>();

function removeFrame(iframe: HTMLIFrameElement): void {
  learnerFrames.delete(iframe);
  iframe.remove();
}

/** Ends every learner frame of this page (and so the code running in any of them). */
export function endLearnerFrames(): void {
  for (const iframe of learnerFrames) iframe.remove();
  learnerFrames.clear();
  for (const listener of framesEndedListeners) listener();
}

function onFramesEnded(listener: () => void): () => void {
  framesEndedListeners.add(listener);
  return () => framesEndedListeners.delete(listener);
}

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
  learnerFrames.add(iframe);
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

const STOPPED_NOTES: Record<PreviewStop, string> = {
  stopped: 'Stopped. Edit the code or restart the preview to run it again.',
  hung: `Stopped: ${HUNG_MESSAGE} Edit the code or restart the preview to run it again.`,
};

/**
 * The live preview: each render shows a fresh frame, taken from a warm spare. When its heartbeat
 * stops (code that never yields) a watchdog ends the learner frames, and `stop()` ends them at
 * once; either way the preview shows why, with a button to run the code again. Learner frames
 * load from another site than the app's (decision 0004), so the app's page keeps working while
 * they spin, and ending them ends their process (see `learnerFrames`).
 */
export function createPreview(
  container: HTMLElement,
  {
    runtimeBase = DEFAULT_RUNTIME,
    onConsole,
    onStop,
    onRender,
    title = 'Preview',
  }: HostOptions & {
    title?: string;
    onStop?: (reason: PreviewStop) => void;
    /** A run of the code starts: a render, Restart after a stop, or a rerun after frames ended. */
    onRender?: () => void;
  },
) {
  const hidden = 'display:none;';
  let spare: WarmFrame | undefined = warmFrame(container, runtimeBase, hidden, title);
  let current: { frame: WarmFrame; stop: () => void; watchdog: number } | undefined;
  let lastSource: RunnerSource | undefined;
  let note: HTMLElement | undefined;

  const dispose = () => {
    if (current) {
      clearInterval(current.watchdog);
      current.stop();
      removeFrame(current.frame.iframe);
    }
    current = undefined;
    note?.remove();
    note = undefined;
  };
  const end = (reason: PreviewStop) => {
    dispose();
    endLearnerFrames();
    note = stoppedNote(STOPPED_NOTES[reason], () => {
      if (lastSource) preview.render(lastSource);
    });
    container.append(note);
    onStop?.(reason);
  };
  // Frames ended for another reason (a test run that hung, another preview's Stop): this
  // preview's code was fine, so it runs again in a fresh frame.
  const unsubscribe = onFramesEnded(() => {
    spare = undefined;
    if (current && lastSource) preview.render(lastSource);
  });

  const preview = {
    render(source: RunnerSource) {
      dispose();
      lastSource = source;
      onRender?.();
      const frame = spare?.iframe.isConnected
        ? spare
        : warmFrame(container, runtimeBase, hidden, title);
      frame.iframe.style.cssText = VISIBLE_FRAME;
      spare = undefined;
      const channel = newChannel();
      const html = buildDocument(source, { channel });
      const renderedAt = Date.now();
      // Until the frame is ready the learner's code has not run: only a frame that never gets
      // ready is given up on. From then on, its heartbeat must keep coming.
      let lastSign: number | undefined;
      void frame.ready.then(() => (lastSign = Date.now()));
      const stop = load(frame, { html }, channel, (message) => {
        lastSign = Date.now();
        // The next render's frame is warmed once this code has shown it yields: a frame started
        // beside code that never yields would share its spinning process and never load.
        spare ??= warmFrame(container, runtimeBase, hidden, title);
        if (message.type === 'console') onConsole?.(message.entry);
      });
      const watchdog = window.setInterval(() => {
        const now = Date.now();
        if (
          lastSign === undefined
            ? now - renderedAt > FRAME_START_TIMEOUT_MS
            : now - lastSign > STALL_TIMEOUT_MS
        ) {
          end('hung');
        }
      }, 250);
      current = { frame, stop, watchdog };
    },
    /** Ends the running code at once. False when nothing was running. */
    stop(): boolean {
      if (!current) return false;
      end('stopped');
      return true;
    },
    dispose() {
      unsubscribe();
      dispose();
      if (spare) removeFrame(spare.iframe);
      spare = undefined;
    },
  };
  return preview;
}

/** What the preview shows in place of a frame that was stopped. */
function stoppedNote(text: string, restart: () => void): HTMLElement {
  const note = document.createElement('div');
  note.setAttribute('role', 'status');
  note.dataset.previewStopped = '';
  note.style.cssText =
    'display:flex;flex-direction:column;gap:12px;align-items:flex-start;padding:16px;font:14px/1.5 system-ui,sans-serif;';
  const message = document.createElement('p');
  message.textContent = text;
  message.style.margin = '0';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Restart preview';
  button.style.cssText =
    'padding:6px 12px;border:1px solid currentColor;border-radius:6px;background:transparent;color:inherit;cursor:pointer;';
  button.addEventListener('click', restart);
  note.append(message, button);
  return note;
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
  if (spare) removeFrame(spare.frame.iframe);
  return warmFrame(container, runtimeBase, TEST_FRAME_STYLE, 'Test runner');
}

/** Loads a test frame in advance, so the next run starts at once. */
export function prepareTestFrame(
  container: HTMLElement = document.body,
  runtimeBase: string = DEFAULT_RUNTIME,
): void {
  if (spareTestFrame?.frame.iframe.isConnected && spareTestFrame.container === container) return;
  if (spareTestFrame) removeFrame(spareTestFrame.frame.iframe);
  spareTestFrame = {
    frame: warmFrame(container, runtimeBase, TEST_FRAME_STYLE, 'Test runner'),
    container,
    runtimeBase,
  };
}

/** Removes the warm test frame (when the page that wanted it goes away). */
export function releaseTestFrame(): void {
  if (spareTestFrame) removeFrame(spareTestFrame.frame.iframe);
  spareTestFrame = undefined;
}

/**
 * Runs the challenge's tests against the learner's code in a fresh hidden frame of a fixed size
 * and resolves with one result per test. A frame that stops answering is removed and its
 * unfinished tests fail; so does a run whose `signal` aborts (Stop), with STOPPED_MESSAGE. This
 * never rejects.
 */
export function runTests(
  source: RunnerSource,
  tests: TestSources,
  {
    runtimeBase = DEFAULT_RUNTIME,
    onConsole,
    onProgress,
    signal,
    container = document.body,
  }: HostOptions & {
    container?: HTMLElement;
    onProgress?: (progress: TestProgress) => void;
    signal?: AbortSignal;
  } = {},
): Promise<TestResult[]> {
  const frame = takeTestFrame(container, runtimeBase);
  frame.iframe.setAttribute('aria-hidden', 'true');
  frame.iframe.tabIndex = -1;
  const channel = newChannel();

  return new Promise((resolve) => {
    let names: string[] = [];
    const finished = new Map<number, TestResult>();
    let started = false;
    let done = false;
    const requestedAt = Date.now();
    // Set once the frame is ready for the document: the load and stall limits count from then.
    let readyAt: number | undefined;
    let lastSign = requestedAt;
    void frame.ready.then(() => (readyAt = lastSign = Date.now()));

    /** `ended`: the run was cut short, and its frame's process may still be spinning. */
    const finish = (results: TestResult[], ended = false) => {
      if (done) return;
      done = true;
      clearInterval(watchdog);
      signal?.removeEventListener('abort', abort);
      stopListening();
      stop();
      removeFrame(frame.iframe);
      if (ended) endLearnerFrames();
      prepareTestFrame(container, runtimeBase);
      resolve(results);
    };
    const hungResults = () =>
      names.length > 0
        ? names.map((name) => ({ name, passed: false, message: HUNG_MESSAGE }))
        : [{ name: 'Your code loads and runs', passed: false, message: HUNG_MESSAGE }];
    const hung = () => finish(hungResults(), true);
    // Frames ended (another frame stopped answering) before this run's frame was ready: it went
    // with them and will never be. A ready frame keeps the limits below, as it did before.
    const stopListening = onFramesEnded(() => {
      if (readyAt === undefined && !frame.iframe.isConnected) finish(hungResults());
    });
    // Stopped: the tests that finished keep their results, the others fail as stopped.
    const abort = () =>
      finish(
        names.length > 0
          ? names.map(
              (name, index) =>
                finished.get(index) ?? { name, passed: false, message: STOPPED_MESSAGE },
            )
          : [{ name: 'Your code loads and runs', passed: false, message: STOPPED_MESSAGE }],
        true,
      );

    const watchdog = setInterval(() => {
      const now = Date.now();
      if (readyAt === undefined) {
        if (now - requestedAt > FRAME_START_TIMEOUT_MS) hung();
      } else if (!started && now - readyAt > LOAD_TIMEOUT_MS) hung();
      else if (started && now - lastSign > STALL_TIMEOUT_MS) hung();
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
        finished.set(message.index, message.result);
        onProgress?.({ type: 'result', index: message.index, result: message.result });
      } else if (message.type === 'tests-done' && message.secret === secret) {
        finish(message.results);
      }
    });
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort, { once: true });
  });
}
