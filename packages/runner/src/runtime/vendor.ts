import axios from 'axios';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';

/**
 * The libraries a learner's frame may use, served by us under /runtime/ so the preview never
 * depends on a third-party host (docs/architecture.md, Challenge runtime).
 */
Object.assign(window, {
  React,
  ReactDOM: { ...ReactDOM, ...ReactDOMClient },
  axios,
});
