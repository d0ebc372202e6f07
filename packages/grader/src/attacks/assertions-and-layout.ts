/**
 * Tampering with what the tests measure and how they decide (issue #47): the learner's window
 * standing in for the page's scroll and size, the width copies' reports, the React the tests
 * build their elements with, and assertions that asked the learner's own objects for the answer.
 * Each is one entry, graded by attacks-assertions-and-layout.test.ts on the challenges it names
 * (`appliesTo`, by slug), in front of the starter and of the closest wrong solution: none may be
 * solved, pass more tests than the code without it, or carry a hidden test's text in the answer.
 *
 * `code` runs in the learner's world before the learner's own code, as a classic script: a
 * `<script>` at the top of `index.html` for HTML and CSS challenges, the top of the script or
 * component file otherwise. Function declarations of that file are hoisted, so an entry can wrap
 * the learner's own functions.
 */
export interface LayoutAttack {
  name: string;
  code: string;
  /** The slugs of the challenges the trick is aimed at. */
  appliesTo: string[];
}

/** What the width copies of responsive-breakpoints and fluid-type-clamp should report at `w`. */
const EXPECTED_AT_WIDTH = `
  const featureLayout = (w) => {
    const columns = w < 600 ? 1 : w < 900 ? 2 : 3;
    const rows = Math.ceil(6 / columns);
    return {
      columns,
      'equal widths': true,
      'column gaps': Array(columns - 1).fill(16),
      'row gaps': Array(rows - 1).fill(16),
    };
  };
  const clampSize = (min, base, vw, max, w) =>
    Math.round(Math.min(max, Math.max(min, base + (vw * w) / 100)) * 100) / 100;
  const sizesAt = (w) => ({ title: clampSize(28, 16, 3, 56, w), lead: clampSize(18, 16, 0.5, 22, w) });
  const reportFor = (token, w) => ({
    token,
    columns: featureLayout(w).columns,
    layout: featureLayout(w),
    sizes: sizesAt(w),
  });`;

/** The correct CSS of the two width challenges, which a copy of the page could be given. */
const PASSING_CSS =
  '.features{grid-template-columns:1fr;gap:16px}' +
  '@media (min-width:600px){.features{grid-template-columns:repeat(2,1fr)}}' +
  '@media (min-width:900px){.features{grid-template-columns:repeat(3,1fr)}}' +
  '.title{font-size:clamp(1.75rem,1rem + 3vw,3.5rem)}' +
  '.lead{font-size:clamp(1.125rem,1rem + 0.5vw,1.375rem)}';

export const assertionAndLayoutAttacks: LayoutAttack[] = [
  {
    name: 'a faked scroll: window.scrollTo moves the content with a transform and scrollY echoes it',
    appliesTo: ['sticky-header'],
    // On wrong/overflow-ancestor (the header declared sticky, but an ancestor's overflow keeps it
    // from sticking) this was solved: the page never scrolls, its content moves under the header.
    code: `
      let y = 0;
      const room = () => Math.max(0, document.documentElement.scrollHeight - innerHeight);
      const fake = function (a, b) {
        const top = a !== null && typeof a === 'object' ? a.top : b;
        y = Math.min(Math.max(0, Number(top) || 0), room());
        const main = document.querySelector('main');
        if (main) main.style.transform = y ? 'translateY(' + -y + 'px)' : '';
      };
      window.scrollTo = fake;
      window.scroll = fake;
      for (const name of ['scrollY', 'pageYOffset']) {
        Object.defineProperty(window, name, { configurable: true, get: () => y });
      }`,
  },
  {
    name: 'pointer-events: none makes hit testing skip the content painted over the header',
    appliesTo: ['sticky-header'],
    // document.elementFromPoint finds what is hit, not what is painted: content the page's CSS
    // makes ignore the pointer is passed over, so a header painted under it looks on top.
    code: `
      const style = document.createElement('style');
      style.textContent = 'main, main * { pointer-events: none !important; }';
      document.head.append(style);`,
  },
  {
    name: 'window.innerHeight reports the height a layout test compares with',
    appliesTo: ['center-card', 'sticky-sidebar-toc'],
    code: `
      const style = document.createElement('style');
      style.textContent = '.toc{overflow-y:auto}';
      document.head.append(style);
      Object.defineProperty(window, 'innerHeight', {
        configurable: true,
        get() {
          const stage = document.querySelector('.stage');
          return stage ? stage.getBoundingClientRect().height : 100000;
        },
      });`,
  },
  {
    name: "the tests' message listener, caught on the learner's window, hears a forged width report first",
    appliesTo: ['responsive-breakpoints', 'fluid-type-clamp'],
    code: `${EXPECTED_AT_WIDTH}
      const listeners = [];
      const add = window.addEventListener;
      window.addEventListener = function (type, listener, options) {
        if (type === 'message' && typeof listener === 'function') listeners.push(listener);
        return add.call(this, type, listener, options);
      };
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node.localName !== 'iframe') continue;
            const text = node.srcdoc || '';
            const token = (text.match(/token: "([^"]+)"/) || [])[1];
            const width = Number((text.match(/innerWidth !== (\\d+)/) || [])[1]);
            if (!token) continue;
            for (const listener of listeners.slice()) {
              try { listener({ data: reportFor(token, width), source: node.contentWindow }); } catch {}
            }
          }
        }
      }).observe(document.documentElement, { childList: true, subtree: true });`,
  },
  {
    name: "the width copy's source is rewritten with CSS that passes before it loads",
    appliesTo: ['responsive-breakpoints', 'fluid-type-clamp'],
    code: `
      const css = ${JSON.stringify(PASSING_CSS)};
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node.localName === 'iframe' && node.srcdoc && !node.srcdoc.includes(css)) {
              node.srcdoc = node.srcdoc.replace('</head>', '<style>' + css + '</style></head>');
            }
          }
        }
      }).observe(document.documentElement, { childList: true, subtree: true });`,
  },
  {
    name: 'the page posts itself a forged width report, with the token read from the copy it sees added',
    appliesTo: ['responsive-breakpoints', 'fluid-type-clamp'],
    code: `${EXPECTED_AT_WIDTH}
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            const text = (node.localName === 'iframe' && node.srcdoc) || '';
            const token = (text.match(/token: "([^"]+)"/) || [])[1];
            const width = Number((text.match(/innerWidth !== (\\d+)/) || [])[1]);
            if (token) window.postMessage(reportFor(token, width), '*');
          }
        }
      }).observe(document.documentElement, { childList: true, subtree: true });`,
  },
  {
    name: "an inline event handler in the page's HTML runs in the width copy and rewrites its report",
    appliesTo: ['responsive-breakpoints', 'fluid-type-clamp'],
    code: `
      // In the copy, <img onerror> runs while a stylesheet that is still loading holds back the
      // copy's own report script: it puts a parent in front of the real one, which forwards the
      // report's token with forged values.
      const forge = ${JSON.stringify(`(() => {
        if (location.href !== 'about:srcdoc') return;
        ${EXPECTED_AT_WIDTH}
        const real = parent;
        Object.defineProperty(window, 'parent', {
          configurable: true,
          value: { postMessage: (data, origin) => real.postMessage(reportFor(data && data.token, innerWidth), origin) },
        });
      })()`)};
      document.addEventListener('DOMContentLoaded', () => {
        const holder = document.createElement('div');
        holder.hidden = true;
        holder.innerHTML = '<svg width="0" height="0"></svg><img alt="" src="data:image/png;base64,AAAA">' +
          '<link rel="stylesheet" href="' + new URL('grading-frame.html?slow', location.href).href + '">';
        holder.querySelector('svg').setAttribute('onload', forge);
        holder.querySelector('img').setAttribute('onerror', forge);
        document.body.append(holder);
      });`,
  },
  {
    name: 'inline event handlers in the page restyle the width copy, and answer its port first',
    appliesTo: ['responsive-breakpoints', 'fluid-type-clamp'],
    // Aimed at page.measureAt: the copy is the page's own HTML, handlers included. Were they to
    // run there, they would give the copy the passing CSS and take the port from its reporter.
    code: `
      const restyle = ${JSON.stringify(`(() => {
        if (location.href !== 'about:srcdoc') return;
        if (!document.getElementById('restyled')) {
          const style = document.createElement('style');
          style.id = 'restyled';
          style.textContent = ${JSON.stringify(PASSING_CSS)};
          document.head.append(style);
        }
        window.addEventListener('message', (event) => {
          const port = event.ports && event.ports[0];
          if (port) port.postMessage({ ok: true, value: { title: 28, lead: 18 } });
        });
      })()`)};
      document.addEventListener('DOMContentLoaded', () => {
        const holder = document.createElement('div');
        holder.hidden = true;
        holder.innerHTML = '<svg width="0" height="0"></svg><img alt="" src="data:image/png;base64,AAAA">' +
          '<details open><summary>x</summary></details><input autofocus>';
        holder.querySelector('svg').setAttribute('onload', restyle);
        holder.querySelector('img').setAttribute('onerror', restyle);
        holder.querySelector('details').setAttribute('ontoggle', restyle);
        holder.querySelector('input').setAttribute('onfocus', restyle);
        document.body.append(holder);
        document.body.setAttribute('onload', restyle);
      });`,
  },
  {
    name: "React.default's createElement rewritten: the spy a test passes reports only the renders it wants",
    appliesTo: ['memo-product-rows'],
    code: `
      try {
        const exportsOfReact = React.default || React;
        const real = exportsOfReact.createElement;
        exportsOfReact.createElement = function (type, props, ...children) {
          if (props && typeof props.onRowRender === 'function' && !props.onRowRender.lies) {
            const spy = props.onRowRender;
            const last = new Map();
            const due = new Set();
            const lie = (id) => { if (due.delete(id)) spy(id); };
            lie.lies = true;
            lie.note = (product, compared) => {
              const before = last.get(product.id);
              if (!before || before.product !== product || before.compared !== compared) due.add(product.id);
              last.set(product.id, { product, compared });
            };
            props = { ...props, onRowRender: lie };
          }
          if (props && props.onRender && props.onRender.lies && props.product) {
            props.onRender.note(props.product, props.compared);
          }
          return real.call(this, type, props, ...children);
        };
      } catch {}`,
  },
  {
    name: "window.React replaced: the tests' React.createElement is the learner's",
    appliesTo: ['memo-product-rows', 'use-toggle-hook'],
    code: `
      try {
        const real = window.React;
        const createElement = function (type, props, ...children) {
          if (props && typeof props.onRowRender === 'function') {
            const spy = props.onRowRender;
            const once = new Set();
            props = { ...props, onRowRender: (id) => { if (!once.has(id)) { once.add(id); spy(id); } } };
          }
          // The tests' probe of useToggle: its 'set true' and 'set false' buttons only toggle when
          // the value shown differs, so a hook that always flips looks like one that sets.
          if (type === 'button' && props && typeof props.onClick === 'function' && (children[0] === 'set true' || children[0] === 'set false')) {
            const want = children[0] === 'set true' ? 'true' : 'false';
            const click = props.onClick;
            props = {
              ...props,
              onClick: (event) => {
                const shown = document.querySelector('output');
                if (!shown || shown.textContent !== want) return click(event);
              },
            };
          }
          return real.createElement.call(this, type, props, ...children);
        };
        // A plain object: the tests read its own properties, so a Proxy's get trap would not do.
        window.React = Object.assign({}, real, { createElement });
      } catch {}`,
  },
  {
    name: "setters on Object.prototype catch the props React copies into the tests' elements",
    appliesTo: ['memo-product-rows', 'use-toggle-hook'],
    // React's createElement copies a config into a fresh object by assignment, so an inherited
    // setter of the learner's realm sees, and can replace, every prop a test passes.
    code: `
      const own = (object, key, value) =>
        Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
      Object.defineProperty(Object.prototype, 'onRowRender', {
        configurable: true,
        set(spy) {
          const once = new Set();
          own(this, 'onRowRender', typeof spy === 'function'
            ? (id) => { if (!once.has(id)) { once.add(id); spy(id); } }
            : spy);
        },
      });
      Object.defineProperty(Object.prototype, 'onClick', {
        configurable: true,
        set(click) {
          const props = this;
          own(props, 'onClick', typeof click !== 'function' ? click : (event) => {
            const want = props.children === 'set true' ? 'true' : props.children === 'set false' ? 'false' : null;
            const shown = document.querySelector('output');
            if (want === null || !shown || shown.textContent !== want) return click(event);
          });
        },
      });`,
  },
  {
    name: "the page swallows the clicks a test's probe would act on, so a wrong hook looks right",
    appliesTo: ['use-toggle-hook'],
    // Events reach a test's own component through the learner's page, which can stop them: a
    // toggle that always flips is never asked to 'set' the value it already has.
    code: `
      window.addEventListener('click', (event) => {
        const button = event.target && event.target.closest && event.target.closest('button');
        const shown = document.querySelector('output');
        if (!button || !shown) return;
        const label = button.textContent;
        const want = label === 'set true' ? 'true' : label === 'set false' ? 'false' : null;
        if (want !== null && shown.textContent === want) {
          event.stopImmediatePropagation();
          event.preventDefault();
        }
      }, true);`,
  },
  {
    name: "a thrown error's message is an object whose includes() says yes and keeps the expected text",
    appliesTo: ['typed-dom-listeners'],
    // TypeScript that type-checks: the learner's function declaration is replaced through window.
    code: `
      const realQuery: any = query;
      (window as any).query = function (selector: string, type: any): any {
        const found = document.querySelector(selector);
        if (found === null || !(found instanceof type)) {
          const error = new Error('nope');
          const message: any = {
            includes: (text: unknown) => { (window as any).heard = String(text); return true; },
            test: () => true,
            toString: () => 'nope',
          };
          Object.defineProperty(error, 'message', { value: message });
          throw error;
        }
        return realQuery(selector, type);
      };`,
  },
];
