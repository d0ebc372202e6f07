import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';

/**
 * React for learner frames, served by us under /runtime/ so the preview never depends on a
 * third-party host (docs/architecture.md, Challenge runtime). The workspace's frame loads it
 * always; the grader's frame only for a React challenge (its document asks for it: document.ts),
 * in both before any learner code.
 *
 * The tests build their elements and spies' props with this React (a test's `React` is the
 * learner's global), and render with it (react-mount.ts). So it is fixed before the learner's code
 * runs: `window.React` and `window.ReactDOM` can be neither replaced nor redefined (a top-level
 * `let React` in the learner's code is a SyntaxError, `React = ...` a TypeError in its strict
 * compiled code), and React's exports are frozen: `React.default` is React's own exports object,
 * which the namespace's getters read, so `React.default.createElement = ...` rewrote every
 * element the tests made (issue #47). Only the exports are frozen: React's internal state objects
 * must stay writable for React itself.
 */
const freezeAll = (...objects: unknown[]) => {
  for (const object of objects) {
    if ((typeof object === 'object' || typeof object === 'function') && object !== null) {
      Object.freeze(object);
    }
  }
};
const reactExports = (React as { default?: unknown }).default;
freezeAll(
  reactExports,
  React,
  React.Children,
  React.Component.prototype,
  React.PureComponent.prototype,
  (ReactDOM as { default?: unknown }).default,
  ReactDOM,
  (ReactDOMClient as { default?: unknown }).default,
  ReactDOMClient,
);
const reactDom = Object.freeze({ ...ReactDOM, ...ReactDOMClient });

for (const [name, value] of [
  ['React', React],
  ['ReactDOM', reactDom],
] as const) {
  // Loaded once per window; a second load keeps the first, which the tests already rely on.
  if (!Object.getOwnPropertyDescriptor(window, name)) {
    Object.defineProperty(window, name, {
      value,
      enumerable: true,
      writable: false,
      configurable: false,
    });
  }
}
