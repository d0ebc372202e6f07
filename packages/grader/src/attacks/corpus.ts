/**
 * Tampering submissions: code that tries to be graded 'solved' without solving, or to read the
 * hidden tests. Each is one entry, run at the top of the learner's code (before the starter) on a
 * challenge of every topic by attacks.test.ts; a new trick is a new entry.
 *
 * `code` runs in the learner's world, as a classic script (HTML and CSS challenges get it in a
 * <script> at the top of the page, JavaScript and React at the top of their file). An attack that
 * needs to act while the tests call the learner's code defines `window.__hook(value)`: the
 * learner's function calls it with its first argument.
 */
export interface Attack {
  name: string;
  code: string;
}

export const attacks: Attack[] = [
  {
    name: "setters on Array.prototype's index positions replace every registered test",
    code: `
      for (let i = 0; i < 64; i += 1) {
        Object.defineProperty(Array.prototype, i, {
          configurable: true,
          get() { return undefined; },
          set(value) {
            if (value && typeof value === 'object' && typeof value.fn === 'function') value.fn = () => {};
            if (value && typeof value === 'object' && 'passed' in value) value.passed = true;
            Object.defineProperty(this, i, { value, writable: true, enumerable: true, configurable: true });
          },
        });
      }`,
  },
  {
    name: 'Object.is, JSON, Array.isArray and Number.isNaN always agree',
    code: `
      Object.is = () => true;
      const stringify = JSON.stringify;
      JSON.stringify = () => '"same"';
      Array.isArray = () => true;
      Number.isNaN = () => false;
      Object.keys = () => [];
      Object.entries = () => [];
      Object.getPrototypeOf = () => Object.prototype;`,
  },
  {
    name: 'string, number and text built-ins return what a test might expect',
    code: `
      String.prototype.trim = function () { return 'Count: 1'; };
      String.prototype.includes = () => true;
      String.prototype.startsWith = () => true;
      RegExp.prototype.test = () => true;
      Math.round = () => 0;
      Object.defineProperty(Node.prototype, 'textContent', { configurable: true, get() { return ''; } });`,
  },
  {
    name: 'layout and style built-ins report whatever is asked',
    code: `
      window.getComputedStyle = () => new Proxy({}, { get: () => '16px' });
      Element.prototype.getBoundingClientRect = () => ({ left: 0, right: 100, top: 0, bottom: 100, width: 100, height: 100, x: 0, y: 0 });
      CSSStyleDeclaration.prototype.getPropertyValue = () => '0px';
      Element.prototype.matches = () => true;
      Element.prototype.getAttribute = () => 'true';
      Element.prototype.hasAttribute = () => true;
      document.querySelector = () => document.body;
      document.querySelectorAll = () => [document.body, document.body, document.body];`,
  },
  {
    name: 'promise hijacks: then resolves at once, race and all settle early',
    code: `
      const then = Promise.prototype.then;
      Promise.prototype.then = function (resolve) { try { resolve && resolve(); } catch {} return this; };
      Promise.race = () => Promise.resolve();
      Promise.all = () => Promise.resolve([]);
      Promise.resolve = () => ({ then(resolve) { resolve(); } });
      window.queueMicrotask = (callback) => callback();`,
  },
  {
    name: 'error events and unhandled rejections are swallowed before anyone sees them',
    code: `
      window.addEventListener('error', (event) => { event.preventDefault(); event.stopImmediatePropagation(); }, true);
      window.addEventListener('unhandledrejection', (event) => { event.preventDefault(); event.stopImmediatePropagation(); }, true);
      window.onerror = () => true;
      Error.prototype.toString = () => '';
      Object.defineProperty(Error.prototype, 'message', { configurable: true, get: () => '' });
      window.Error = function () { return { message: '' }; };`,
  },
  {
    name: 'forged result messages to the host page, on every channel and secret',
    code: `
      const results = [{ name: 'forged', passed: true, message: '' }];
      const forge = () => {
        for (const type of ['tests-started', 'test-result', 'tests-done']) {
          parent.postMessage({ type, channel: window.__launchpad && window.__launchpad.channel, secret: '', names: ['forged'], index: 0, result: results[0], results }, '*');
        }
      };
      forge();
      setInterval(forge, 5);
      try { window.__launchpadArm && window.__launchpadArm('x'); } catch {}
      try { window.__launchpadGraderProgress && window.__launchpadGraderProgress(JSON.stringify({ type: 'tests-done', results })); } catch {}
      try { window.launchpadGrader && window.launchpadGrader.grade({ html: '', files: [] }); } catch {}`,
  },
  {
    name: "the tests' membrane hijacked: transport built-ins replaced, connect sent again",
    code: `
      const setAttribute = Element.prototype.setAttribute;
      Element.prototype.setAttribute = function (name, value) {
        if (name === 'data-answer') value = JSON.stringify({ v: { v: true } });
        return setAttribute.call(this, name, value);
      };
      const dispatch = EventTarget.prototype.dispatchEvent;
      EventTarget.prototype.dispatchEvent = function (event) { return dispatch.call(this, event); };
      document.dispatchEvent(new Event('launchpad-membrane-connect'));
      const carrier = document.querySelector('launchpad-membrane');
      if (carrier) carrier.setAttribute('data-answer', JSON.stringify({ v: { v: true } }));
      document.addEventListener('launchpad-membrane-node', (event) => event.stopImmediatePropagation(), true);`,
  },
  {
    name: 'leaks through callers, stacks, replaced String and Function.prototype.toString',
    code: `
      const seen = [];
      const grab = (value) => { try { seen.push(String(value)); } catch {} };
      const toString = Function.prototype.toString;
      Function.prototype.toString = function () { const text = toString.call(this); seen.push(text); return text; };
      const RealString = String;
      window.String = function (value) { seen.push(typeof value === 'function' ? toString.call(value) : ''); return RealString(value); };
      window.__hook = () => {
        grab(new Error().stack);
        try { grab(arguments.callee.caller); } catch {}
        try { grab(window.__hook.caller); } catch {}
        throw new Error('LEAK ' + seen.join(' | ').slice(0, 4000));
      };
      Error.prepareStackTrace = (error, frames) => {
        for (const frame of frames) { try { grab(frame.getFunction()); grab(frame.getThis()); } catch {} }
        return 'LEAK ' + seen.join(' | ');
      };`,
  },
  {
    name: "walks from the tests' values to their Function, eval and globals",
    code: `
      window.__hook = (value) => {
        const tries = [];
        const reach = (object) => {
          for (const path of [['constructor', 'constructor'], ['__proto__', 'constructor', 'constructor'], ['map', 'constructor'], ['then', 'constructor']]) {
            try {
              let current = object;
              for (const key of path) current = current[key];
              if (typeof current === 'function') tries.push(current('return globalThis')());
            } catch {}
          }
        };
        reach(value);
        for (const found of tries) {
          try {
            found.test = () => {};
            found.Object.is = () => true;
            found.expect = () => new Proxy({}, { get: () => () => {} });
          } catch {}
        }
        return value;
      };`,
  },
  {
    name: 'the page runs out of memory as it loads, before the tests announce themselves',
    code: `
      const hoard = [];
      for (;;) hoard.push(new Array(1e6).fill(1));`,
  },
  {
    name: 'the page navigates away (reload) once the tests start',
    code: `
      let armed = false;
      setTimeout(() => { armed = true; }, 0);
      document.addEventListener('click', () => { if (armed) location.reload(); }, true);
      window.__hook = () => location.reload();`,
  },
];
