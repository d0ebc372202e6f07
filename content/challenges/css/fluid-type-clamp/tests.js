// The test frame is always 1024px wide. To see other widths, the tests measure a copy of your HTML
// and CSS in a frame of that width: `page.measureAt(width, measure)` runs `measure` inside the
// copy (so it uses nothing from this file but its own code) and resolves with what it returns.
const px = (el) => parseFloat(getComputedStyle(el).fontSize);
const title = () => document.querySelector('.title');
const lead = () => document.querySelector('.lead');

// The font sizes (in px, rounded to 0.01) of the copy it runs in, e.g. { title: 40, lead: 20 }.
const measureSizes = () => {
  const size = (selector) =>
    Math.round(parseFloat(getComputedStyle(document.querySelector(selector)).fontSize) * 100) /
    100;
  return { title: size('.title'), lead: size('.lead') };
};
const sizesAt = (width) => page.measureAt(width, measureSizes);

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
