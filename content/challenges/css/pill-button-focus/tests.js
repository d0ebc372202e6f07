// The tests share one page, in order: the focus tests press Tab twice, from Follow to Message.
const pills = () => [...document.querySelectorAll('.pill')];
const ring = (el) => {
  const s = getComputedStyle(el);
  return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} offset ${s.outlineOffset}`;
};
const EXPECTED_RING = 'solid 3px rgb(30, 27, 75) offset 3px';

// Relative luminance and contrast ratio, as defined by WCAG.
const luminance = (rgb) => {
  const [r, g, b] = rgb
    .match(/\d+(\.\d+)?/g)
    .slice(0, 3)
    .map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a, b) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

test('both pills have fully rounded ends (a px radius of at least half their height)', () => {
  for (const pill of pills()) {
    const radius = getComputedStyle(pill).borderTopLeftRadius;
    expect(radius).toMatch(/px$/);
    expect(parseFloat(radius)).toBeGreaterThanOrEqual(pill.getBoundingClientRect().height / 2);
    expect(getComputedStyle(pill).borderBottomRightRadius).toBe(radius);
  }
});

test('the pills keep their padding and indigo colours', () => {
  const s = getComputedStyle(pills()[0]);
  expect(`${s.paddingTop} ${s.paddingRight} ${s.paddingBottom} ${s.paddingLeft}`).toBe(
    '10px 24px 10px 24px',
  );
  expect(s.backgroundColor).toBe('rgb(79, 70, 229)');
  expect(s.color).toBe('rgb(255, 255, 255)');
});

test('the label has a contrast ratio of at least 4.5:1 with the background', () => {
  const s = getComputedStyle(pills()[0]);
  expect(contrast(s.color, s.backgroundColor)).toBeGreaterThanOrEqual(4.5);
});

test('pressing Tab focuses Follow and shows a 3px solid ring, 3px away from it', async () => {
  const user = userEvent.setup();
  await user.tab();
  const [follow] = pills();
  expect(document.activeElement?.textContent).toBe('Follow');
  expect(ring(follow)).toBe(EXPECTED_RING);
});

test('pressing Tab again moves the ring to Message', async () => {
  const user = userEvent.setup();
  await user.tab();
  const [follow, message] = pills();
  expect(document.activeElement?.textContent).toBe('Message');
  expect(ring(message)).toBe(EXPECTED_RING);
  expect(getComputedStyle(follow).outlineStyle).toBe('none');
});
