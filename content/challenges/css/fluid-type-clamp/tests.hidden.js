// Hidden tests: run by the server's grader after tests.js, in the same page. The first test sets
// a larger root font size, as a reader who chose a bigger default text size would have, and puts
// it back; the second loads a copy of the page into a frame of another width.
const px = (el) => Math.round(parseFloat(getComputedStyle(el).fontSize) * 100) / 100;

const pageCopy = () => {
  const css = [...document.styleSheets]
    .map((sheet) => (sheet.ownerNode && sheet.ownerNode.textContent) || '')
    .join('\n');
  const body = document.body.cloneNode(true);
  body.querySelectorAll('script, iframe').forEach((el) => el.remove());
  return { css, html: body.innerHTML };
};
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

test(
  'with a 20px root font size, the sizes scale with it (50.72px and 25.12px at 1024px)',
  {
    description:
      'When the reader has chosen a larger default text size, the title and lead grow with it: the minimum, maximum and fixed part of each size follow the root font size.',
  },
  () => {
    const root = document.documentElement;
    root.style.fontSize = '20px';
    const found = {
      title: px(document.querySelector('.title')),
      lead: px(document.querySelector('.lead')),
    };
    root.style.fontSize = '';
    expect(found).toEqual({ title: 50.72, lead: 25.12 });
  },
);

test(
  'at 600px the sizes are 34px and 19px',
  {
    description:
      'At a tablet width between the smallest and the largest size, the title and lead are sized by the fluid middle value.',
  },
  async () => {
    expect(await sizesAt(600)).toEqual({ title: 34, lead: 19 });
  },
  6000,
);
