// Hidden tests: run by the server's grader after tests.js, in the same page. Like the visible
// tests, they measure a copy of your HTML and CSS in a frame of another width (`page.measureAt`).

// The layout of the features in the document it runs in (inside the copy), e.g.
// { columns: 2, 'equal widths': true, 'column gaps': [16], 'row gaps': [16, 16] }.
const measureLayout = () => {
  const boxes = [...document.querySelectorAll('.feature')].map((el) => el.getBoundingClientRect());
  const lefts = [...new Set(boxes.map((b) => Math.round(b.left)))].sort((a, b) => a - b);
  const tops = [...new Set(boxes.map((b) => Math.round(b.top)))].sort((a, b) => a - b);
  const firstRow = boxes.filter((b) => Math.round(b.top) === tops[0]);
  const firstColumn = boxes.filter((b) => Math.round(b.left) === lefts[0]);
  return {
    columns: lefts.length,
    'equal widths': new Set(boxes.map((b) => Math.round(b.width))).size === 1,
    'column gaps': firstRow.slice(1).map((b, i) => Math.round(b.left - firstRow[i].right)),
    'row gaps': firstColumn.slice(1).map((b, i) => Math.round(b.top - firstColumn[i].bottom)),
  };
};
const layoutAt = (width) => page.measureAt(width, measureLayout, { height: 2000 });

test('between the breakpoints (750px) there are 2 equal columns, 16px apart across and down', { description: 'At a width between the two breakpoints, the features show two equal columns with the 16px gap both across and down.' }, async () => {
  expect(await layoutAt(750)).toEqual({
    columns: 2,
    'equal widths': true,
    'column gaps': [16],
    'row gaps': [16, 16],
  });
}, 6000);

test('on a small phone (320px) the features are stacked in one column, 16px apart', { description: 'On a very narrow phone screen, the features are stacked in a single column, with 16px between them.' }, async () => {
  expect(await layoutAt(320)).toEqual({
    columns: 1,
    'equal widths': true,
    'column gaps': [],
    'row gaps': [16, 16, 16, 16, 16],
  });
}, 6000);

test('on a wide screen (1440px) there are still 3 equal columns, 16px apart', { description: 'On a screen much wider than 900px, there are still exactly three equal columns, 16px apart across and down.' }, async () => {
  expect(await layoutAt(1440)).toEqual({
    columns: 3,
    'equal widths': true,
    'column gaps': [16, 16],
    'row gaps': [16],
  });
}, 6000);
