// The tests share one page, in order: they open the toast (adding is-open, as the app's
// JavaScript does), then close it again. Each transition is jumped to its end with finish(),
// so no test waits for the 250ms animation.
const toast = () => document.querySelector('.toast');
const box = (el) => el.getBoundingClientRect();
const seconds = (list) =>
  list.split(',').map((t) => (t.trim().endsWith('ms') ? parseFloat(t) / 1000 : parseFloat(t)));
// The properties the browser is animating on the toast right now, sorted.
const running = () =>
  toast()
    .getAnimations()
    .map((a) => a.transitionProperty || 'a keyframe animation')
    .sort();
const finishAll = () =>
  toast()
    .getAnimations()
    .forEach((a) => a.finish());

test('closed, the toast is see-through (opacity 0) and moved 16px down with transform', () => {
  const s = getComputedStyle(toast());
  expect(s.opacity).toBe('0');
  expect(s.transform).toBe('matrix(1, 0, 0, 1, 0, 16)');
});

test('it transitions exactly transform and opacity, each 250ms ease-out', () => {
  const s = getComputedStyle(toast());
  const properties = s.transitionProperty.split(',').map((p) => p.trim());
  expect(properties.sort()).toEqual(['opacity', 'transform']);
  expect(seconds(s.transitionDuration)).toEqual([0.25, 0.25]);
  expect(s.transitionTimingFunction).toBe('ease-out, ease-out');
});

test('opening it (adding is-open) animates only transform and opacity', () => {
  toast().classList.add('is-open');
  const found = running();
  finishAll();
  expect(found).toEqual(['opacity', 'transform']);
});

test('open, the toast is opaque, not transformed, 24px from the bottom and right edges', () => {
  const s = getComputedStyle(toast());
  expect(s.opacity).toBe('1');
  expect(['none', 'matrix(1, 0, 0, 1, 0, 0)']).toContain(s.transform);
  const r = box(toast());
  expect(page.innerHeight - r.bottom).toBeCloseTo(24, 0.5);
  expect(page.innerWidth - r.right).toBeCloseTo(24, 0.5);
});

test('open, its Undo button is the element under the pointer, so it can be clicked', () => {
  const undo = document.querySelector('.toast-undo');
  const r = box(undo);
  expect(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)).toBe(undo);
});

test('closed again, it keeps bottom: 24px and right: 24px: only the transform moves it', () => {
  toast().classList.remove('is-open');
  finishAll();
  const s = getComputedStyle(toast());
  expect({ bottom: s.bottom, right: s.right, opacity: s.opacity }).toEqual({
    bottom: '24px',
    right: '24px',
    opacity: '0',
  });
  // The layout box is still 24px from the bottom; the 16px transform paints it lower.
  expect(page.innerHeight - box(toast()).bottom).toBeCloseTo(8, 0.5);
});
