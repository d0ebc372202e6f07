import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';

/**
 * React for learner frames, served by us under /runtime/ so the preview never depends on a
 * third-party host (docs/architecture.md, Challenge runtime). The workspace's frame loads it
 * always; the grader's frame only for a React challenge (its document asks for it: document.ts).
 */
Object.assign(window, {
  React,
  ReactDOM: { ...ReactDOM, ...ReactDOMClient },
});
