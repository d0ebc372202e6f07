// Hidden tests: run by the server's grader after tests.js, in the same page (Message has keyboard
// focus here). The test removes the pill it adds.
const ring = (el) => {
  const s = getComputedStyle(el);
  return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} offset ${s.outlineOffset}`;
};
const EXPECTED_RING = 'solid 3px rgb(30, 27, 75) offset 3px';
const roundEnds = (el) => {
  const s = getComputedStyle(el);
  const corners = [
    s.borderTopLeftRadius,
    s.borderTopRightRadius,
    s.borderBottomRightRadius,
    s.borderBottomLeftRadius,
  ];
  const half = el.getBoundingClientRect().height / 2;
  return corners.every((r) => /^[\d.]+px$/.test(r) && parseFloat(r) >= half - 0.5)
    ? 'fully rounded'
    : `corners ${corners.join(' ')} on a ${Math.round(half * 2)}px tall button`;
};

test('a larger pill, with bigger text, still has fully rounded ends', { description: 'A bigger pill, with larger text, also gets fully rounded ends on every corner, so the radius must not be tuned to the current buttons\' height.' }, () => {
  const big = document.createElement('button');
  big.type = 'button';
  big.className = 'pill';
  big.style.fontSize = '32px';
  big.textContent = 'Subscribe to the newsletter';
  document.querySelector('.actions').append(big);
  const found = roundEnds(big);
  big.remove();
  expect(found).toBe('fully rounded');
});

test('Message keeps the pill shape, padding and colours too', { description: 'The second pill, Message, has the same fully rounded corners, padding and colours as Follow.' }, () => {
  const message = [...document.querySelectorAll('.pill')][1];
  const s = getComputedStyle(message);
  expect({
    shape: roundEnds(message),
    padding: `${s.paddingTop} ${s.paddingRight} ${s.paddingBottom} ${s.paddingLeft}`,
    background: s.backgroundColor,
    text: s.color,
  }).toEqual({
    shape: 'fully rounded',
    padding: '10px 24px 10px 24px',
    background: 'rgb(79, 70, 229)',
    text: 'rgb(255, 255, 255)',
  });
});

test('Shift+Tab moves the ring back to Follow, and Message loses it', { description: 'Moving the focus backwards with Shift+Tab puts the focus ring back on Follow and removes it from Message.' }, async () => {
  const [follow, message] = document.querySelectorAll('.pill');
  message.focus();
  await userEvent.setup().tab({ shift: true });
  expect(document.activeElement?.textContent).toBe('Follow');
  expect({ Follow: ring(follow), Message: getComputedStyle(message).outlineStyle }).toEqual({
    Follow: EXPECTED_RING,
    Message: 'none',
  });
});
