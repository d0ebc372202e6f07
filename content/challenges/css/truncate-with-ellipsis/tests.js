const names = () => [...document.querySelectorAll('.file-name')];
const lineHeight = (el) => parseFloat(getComputedStyle(el).lineHeight);

test('every file name stays on a single line', () => {
  const lines = names().map((el) => Math.round(el.getBoundingClientRect().height / lineHeight(el)));
  expect(lines).toEqual([1, 1, 1]);
});

test('long names are cut off at the edge of the card instead of spilling out', () => {
  const [long, , screenshot] = names();
  const card = long.closest('.file').getBoundingClientRect();
  expect(long.scrollWidth).toBeGreaterThan(long.clientWidth);
  expect(screenshot.scrollWidth).toBeGreaterThan(screenshot.clientWidth);
  expect(long.getBoundingClientRect().right).toBeLessThanOrEqual(card.right - 16 + 0.5);
  expect(getComputedStyle(long).overflowX).toBe('hidden');
});

test('the cut-off text ends with an ellipsis', () => {
  const found = names().map((el) => getComputedStyle(el).textOverflow);
  expect(found).toEqual(['ellipsis', 'ellipsis', 'ellipsis']);
});

test('a short name is shown in full', () => {
  const short = names()[1];
  expect(short.scrollWidth).toBeLessThanOrEqual(short.clientWidth);
});

test('the full file names are still in the page', () => {
  const texts = names().map((el) => el.textContent.trim());
  expect(texts).toEqual(names().map((el) => el.title));
});
