import userEvent from '@testing-library/user-event';
import { formatValue } from './format.ts';

/**
 * What the tests do in the learner's world: React renders with the learner's React (`render` for
 * an element a test builds, `mountLearnerApp` for a fresh copy of the learner's app before every
 * React test), and user-event's typing and clicking. The in-frame harness calls these directly;
 * the grader's tests, in a world of their own, call them through the membrane.
 */
let mounted: { unmount(): void } | undefined;

/** Renders a React element into a fresh #root, replacing what a previous render showed. */
export function renderElement(element: unknown): { container: HTMLElement; unmount(): void } {
  const { React, ReactDOM } = window;
  if (!React || !ReactDOM) throw new Error('React is not loaded in this challenge');
  mounted?.unmount();
  let container = document.getElementById('root');
  if (!container) {
    container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
  }
  container.replaceChildren();
  const onError = (window as unknown as { __launchpadReactError: (e: unknown) => void })
    .__launchpadReactError;
  const root = ReactDOM.createRoot(container, { onUncaughtError: onError, onCaughtError: onError });
  ReactDOM.flushSync(() => root.render(element as React.ReactNode));
  mounted = { unmount: () => ReactDOM.flushSync(() => root.unmount()) };
  return { container, unmount: mounted.unmount };
}

/**
 * React challenges: mounts a fresh copy of the learner's app. Undefined when it is mounted or
 * there is no app (other topics), else why it could not be shown.
 */
export function mountLearnerApp(): string | undefined {
  const app = window.__launchpadApp;
  if (!app) return undefined;
  try {
    let Component: unknown;
    try {
      Component = app.getComponent();
    } catch (error) {
      return `Your component could not be found: ${formatValue(error)}`;
    }
    if (typeof Component !== 'function') {
      return 'Your component could not be found: define the component the instructions name.';
    }
    renderElement(window.React!.createElement(Component as React.FC));
    return undefined;
  } catch (error) {
    return `Your component could not be shown: ${formatValue(error)}`;
  }
}

/** Unmounts whatever the tests rendered last. */
export function unmountRendered(): void {
  mounted?.unmount();
  mounted = undefined;
}

/**
 * user-event waits a timer tick between the steps of every action by default, and nested timers
 * are clamped to 4 ms: a dozen clicks cost ~0.4 s of waiting. Tests get no delay unless they ask.
 */
export const fastUserEvent: typeof userEvent = {
  ...userEvent,
  setup: (options) => userEvent.setup({ delay: null, ...options }),
};
