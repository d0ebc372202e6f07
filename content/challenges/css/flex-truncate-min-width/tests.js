// The tests measure the three rows of the given 360px-wide inbox.
const rows = () => [...document.querySelectorAll('.message')];
const box = (el) => el.getBoundingClientRect();
const names = ['Maya', 'Sam', 'Launchpad'];
const perRow = (read) => Object.fromEntries(rows().map((row, i) => [names[i], read(row)]));

test('no row sticks out of the 360px list', () => {
  const list = box(document.querySelector('.inbox'));
  expect(
    perRow((row) => ({
      'overflowing px': row.scrollWidth - row.clientWidth,
      'inside the list': box(row).right <= list.right + 0.5,
    })),
  ).toEqual(perRow(() => ({ 'overflowing px': 0, 'inside the list': true })));
});

test('every avatar stays a 40 × 40 circle', () => {
  expect(
    perRow((row) => {
      const r = box(row.querySelector('.avatar'));
      return `${Math.round(r.width)} × ${Math.round(r.height)}`;
    }),
  ).toEqual(perRow(() => '40 × 40'));
});

test('the time ends at the right padding of every row (16px from the edge)', () => {
  expect(
    perRow((row) => Math.round(box(row).right - box(row.querySelector('.time')).right)),
  ).toEqual(perRow(() => 16));
});

test('the two long previews are cut short with an ellipsis', () => {
  const [maya, , team] = rows().map((row) => row.querySelector('.preview'));
  for (const preview of [maya, team]) {
    expect(getComputedStyle(preview).textOverflow).toBe('ellipsis');
    expect(preview.scrollWidth).toBeGreaterThan(preview.clientWidth);
    expect(preview.clientWidth).toBeGreaterThan(100);
  }
});

test('the short preview "Lunch?" is shown in full', () => {
  const lunch = rows()[1].querySelector('.preview');
  expect(lunch.scrollWidth).toBeLessThanOrEqual(lunch.clientWidth);
});
