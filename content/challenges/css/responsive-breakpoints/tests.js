// The test frame is always 1024px wide. To see other widths, the tests load a copy of your HTML
// and CSS into a small frame of that width, and that copy reports how many columns it shows.
const columnsIn = (doc) =>
  new Set(
    [...doc.querySelectorAll('.feature')].map((el) => Math.round(el.getBoundingClientRect().left)),
  ).size;

const pageCopy = () => {
  const css = [...document.styleSheets]
    .map((sheet) => (sheet.ownerNode && sheet.ownerNode.textContent) || '')
    .join('\n');
  const body = document.body.cloneNode(true);
  body.querySelectorAll('script, iframe').forEach((el) => el.remove());
  return { css, html: body.innerHTML };
};

// Resolves with the number of columns a frame of `width` px shows.
const columnsAt = (width) =>
  new Promise((resolve, reject) => {
    const { css, html } = pageCopy();
    const token = `columns-${width}-${Math.random().toString(36).slice(2)}`;
    const report = `<script>
      // A new frame may run this before it has its width: measure once it has.
      const send = () => {
        if (innerWidth !== ${width}) return setTimeout(send, 10);
        const lefts = [...document.querySelectorAll('.feature')].map((el) => Math.round(el.getBoundingClientRect().left));
        parent.postMessage({ token: ${JSON.stringify(token)}, columns: new Set(lefts).size }, '*');
      };
      send();
    <\/script>`;
    const frame = document.createElement('iframe');
    frame.style.cssText = `position:absolute;left:0;top:0;width:${width}px;height:2000px;border:0;visibility:hidden;`;
    frame.srcdoc = `<!doctype html><html><head><style>${css}</style></head><body>${html}${report}</body></html>`;
    const timer = setTimeout(() => reject(new Error(`the ${width}px copy did not load`)), 4000);
    window.addEventListener('message', function listen(event) {
      if (!event.data || event.data.token !== token) return;
      window.removeEventListener('message', listen);
      clearTimeout(timer);
      frame.remove();
      resolve(event.data.columns);
    });
    document.body.append(frame);
  });

test('at 1024px wide the features show 3 columns', () => {
  expect(columnsIn(document)).toBe(3);
});

test('at 1024px wide the columns are equal and 16px apart', () => {
  const [a, b, c] = [...document.querySelectorAll('.feature')].map((el) =>
    el.getBoundingClientRect(),
  );
  expect(Math.round(b.left - a.right)).toBe(16);
  expect(Math.round(c.left - b.right)).toBe(16);
  expect(Math.round(a.width)).toBe(Math.round(c.width));
});

test('the breakpoints are written as @media rules on the width', () => {
  const conditions = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule) => rule instanceof CSSMediaRule && /width/.test(rule.conditionText))
    .map((rule) => rule.conditionText);
  expect(conditions.length).toBeGreaterThanOrEqual(2);
});

test('on a 375px phone the features show 1 column', async () => {
  expect({ '375px': await columnsAt(375) }).toEqual({ '375px': 1 });
}, 6000);

test('the 2-column layout starts at exactly 600px', async () => {
  expect({ '599px': await columnsAt(599), '600px': await columnsAt(600) }).toEqual({
    '599px': 1,
    '600px': 2,
  });
}, 10000);

test('the 3-column layout starts at exactly 900px', async () => {
  expect({ '899px': await columnsAt(899), '900px': await columnsAt(900) }).toEqual({
    '899px': 2,
    '900px': 3,
  });
}, 10000);
