// The test frame is always 1024px wide. To see other widths, the tests load a copy of your HTML
// and CSS into a small frame of that width, and that copy reports its font sizes.
const px = (el) => parseFloat(getComputedStyle(el).fontSize);
const title = () => document.querySelector('.title');
const lead = () => document.querySelector('.lead');

const pageCopy = () => {
  const css = [...document.styleSheets]
    .map((sheet) => (sheet.ownerNode && sheet.ownerNode.textContent) || '')
    .join('\n');
  const body = document.body.cloneNode(true);
  body.querySelectorAll('script, iframe').forEach((el) => el.remove());
  return { css, html: body.innerHTML };
};

// Resolves with the font sizes (in px, rounded to 0.01) a frame of `width` px shows,
// e.g. { title: 40, lead: 20 }.
const sizesAt = (width) =>
  new Promise((resolve, reject) => {
    const { css, html } = pageCopy();
    const token = `sizes-${width}-${Math.random().toString(36).slice(2)}`;
    const report = `<script>
      const size = (selector) =>
        Math.round(parseFloat(getComputedStyle(document.querySelector(selector)).fontSize) * 100) / 100;
      // A new frame may run this before it has its width: measure once it has.
      const send = () => {
        if (innerWidth !== ${width}) return setTimeout(send, 10);
        parent.postMessage({ token: ${JSON.stringify(token)}, sizes: { title: size('.title'), lead: size('.lead') } }, '*');
      };
      send();
    <\/script>`;
    const frame = document.createElement('iframe');
    frame.style.cssText = `position:absolute;left:0;top:0;width:${width}px;height:800px;border:0;visibility:hidden;`;
    frame.srcdoc = `<!doctype html><html><head><style>${css}</style></head><body>${html}${report}</body></html>`;
    const timer = setTimeout(() => {
      frame.remove();
      reject(new Error(`the ${width}px copy did not load`));
    }, 4000);
    window.addEventListener('message', function listen(event) {
      if (!event.data || event.data.token !== token) return;
      window.removeEventListener('message', listen);
      clearTimeout(timer);
      frame.remove();
      resolve(event.data.sizes);
    });
    document.body.append(frame);
  });

test('at 1024px the title is 1rem + 3vw = 46.72px', () => {
  expect(px(title())).toBeCloseTo(46.72, 0.05);
});

test('at 1024px the lead paragraph is 1rem + 0.5vw = 21.12px', () => {
  expect(px(lead())).toBeCloseTo(21.12, 0.05);
});

test('at 800px both sizes follow the width smoothly (40px and 20px)', async () => {
  expect(await sizesAt(800)).toEqual({ title: 40, lead: 20 });
}, 6000);

test('on a wide 1440px screen they stop growing at 56px and 22px', async () => {
  expect(await sizesAt(1440)).toEqual({ title: 56, lead: 22 });
}, 6000);

test('on a 375px phone they stop shrinking at 28px and 18px', async () => {
  expect(await sizesAt(375)).toEqual({ title: 28, lead: 18 });
}, 6000);
