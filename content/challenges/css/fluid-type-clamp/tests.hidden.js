// Hidden tests: run by the server's grader after tests.js, in the same page. The first test sets
// a larger root font size, as a reader who chose a bigger default text size would have, and puts
// it back; the second measures a copy of the page in a frame of another width (page.measureAt).
const px = (el) => Math.round(parseFloat(getComputedStyle(el).fontSize) * 100) / 100;

// The font sizes (in px, rounded to 0.01) of the copy of the page it runs in (page.measureAt).
const measureSizes = () => {
  const size = (selector) =>
    Math.round(parseFloat(getComputedStyle(document.querySelector(selector)).fontSize) * 100) /
    100;
  return { title: size('.title'), lead: size('.lead') };
};
const sizesAt = (width) => page.measureAt(width, measureSizes);

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
