// The test frame is always 1024px wide. To see other widths, the tests measure a copy of your HTML
// and CSS in a frame of that width: `page.measureAt(width, measure)` runs `measure` inside the
// copy (so it uses nothing from this file but its own code) and resolves with what it returns.

// How many columns the features show, in whichever document it runs.
const countColumns = () =>
  new Set(
    [...document.querySelectorAll('.feature')].map((el) =>
      Math.round(el.getBoundingClientRect().left),
    ),
  ).size;

// Resolves with the number of columns a frame of `width` px shows.
const columnsAt = (width) => page.measureAt(width, countColumns, { height: 2000 });

test('at 1024px wide the features show 3 columns', () => {
  expect(countColumns()).toBe(3);
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
