// Hidden tests: run by the server's grader after tests.js, in the same page (the skip link has
// keyboard focus here). The test removes the button it adds.
const size = (el) => {
  const r = el.getBoundingClientRect();
  return `${Math.round(r.width)}x${Math.round(r.height)}`;
};
const isClipped = (s) => s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)';
// How an element is hidden, e.g. "1x1 absolute, clipped, overflow hidden, nowrap".
const hiddenWay = (el) => {
  const s = getComputedStyle(el);
  return [
    `${size(el)} ${s.position}`,
    isClipped(s) ? 'clipped' : 'not clipped',
    `overflow ${s.overflow}`,
    s.whiteSpace,
  ].join(', ');
};
const HIDDEN = '1x1 absolute, clipped, overflow hidden, nowrap';

test('when focus moves on (Tab), the skip link is hidden again the same way: 1×1, clipped', { description: 'After the focus moves on from the skip link, the link is hidden again the same way as the visually hidden labels: 1 × 1px, absolutely positioned, clipped, with overflow hidden and no wrapping.' }, async () => {
  const link = screen.getByRole('link', { name: 'Skip to main content' });
  link.focus();
  await userEvent.setup().tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
  expect(hiddenWay(link)).toBe(HIDDEN);
});

test('both visually hidden labels are clipped, with overflow hidden and no wrapping', { description: 'Both .visually-hidden labels, not just the first, are 1 × 1px, absolutely positioned and clipped, with overflow hidden and no wrapping.' }, () => {
  expect([...document.querySelectorAll('.visually-hidden')].map(hiddenWay)).toEqual([
    HIDDEN,
    HIDDEN,
  ]);
});

test('a new icon button with a long visually hidden label is announced by it and the label takes no space', { description: 'A new icon button with a long visually hidden label is announced by that label, and the label is hidden the same way and adds no width to the button.' }, () => {
  const label = 'Open the list of all book categories and collections';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'icon-button';
  button.innerHTML = `<svg aria-hidden="true" width="20" height="20"></svg><span class="visually-hidden">${label}</span>`;
  document.querySelector('.topbar-actions').append(button);
  const span = button.querySelector('.visually-hidden');
  const found = {
    announced: screen.queryByRole('button', { name: label }) === button,
    label: hiddenWay(span),
    'button width with the label': Math.round(button.getBoundingClientRect().width),
  };
  span.remove();
  const iconOnly = Math.round(button.getBoundingClientRect().width);
  button.remove();
  expect(found).toEqual({
    announced: true,
    label: HIDDEN,
    'button width with the label': iconOnly,
  });
});
