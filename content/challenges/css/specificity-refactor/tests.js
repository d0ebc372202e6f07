// The tests share one page, in order. The last two add a small stylesheet of their own after
// yours (like a design system's utility classes would) and remove it when they finish.
const button = (name) => screen.getByRole('button', { name });
const look = (el) => {
  const s = getComputedStyle(el);
  return {
    background: s.backgroundColor,
    text: s.color,
    radius: s.borderTopLeftRadius,
    padding: `${s.paddingTop} ${s.paddingRight}`,
  };
};
const GREY = {
  background: 'rgb(229, 231, 235)',
  text: 'rgb(17, 24, 39)',
  radius: '6px',
  padding: '6px 12px',
};

// Adds ".u-danger" in a stylesheet after yours, puts it on the button, and reports the colours.
const withUtility = (el) => {
  const sheet = document.createElement('style');
  sheet.textContent =
    '.u-danger { background-color: rgb(220, 38, 38); color: rgb(255, 254, 253); }';
  document.head.append(sheet);
  el.classList.add('u-danger');
  const s = getComputedStyle(el);
  const found = { background: s.backgroundColor, text: s.color };
  el.classList.remove('u-danger');
  sheet.remove();
  return found;
};

test('Bold, Italic and Link have the grey toolbar look', () => {
  const found = ['Bold', 'Italic', 'Link'].map((name) => look(button(name)));
  expect(found).toEqual([GREY, GREY, GREY]);
});

test('Save (.primary) is blue with white text', () => {
  const s = getComputedStyle(button('Save'));
  expect({ background: s.backgroundColor, text: s.color, border: s.borderTopColor }).toEqual({
    background: 'rgb(37, 99, 235)',
    text: 'rgb(255, 255, 255)',
    border: 'rgb(29, 78, 216)',
  });
});

test('Save still shares the toolbar shape: 6px corners and 6px 12px padding', () => {
  const { radius, padding } = look(button('Save'));
  expect({ radius, padding }).toEqual({ radius: '6px', padding: '6px 12px' });
});

test('Cancel, outside the toolbar, does not get the toolbar look', () => {
  const { background, radius } = look(button('Cancel'));
  expect({ background, radius }).toEqual({ background: 'rgba(0, 0, 0, 0)', radius: '0px' });
});

test('a one-class utility written after your CSS can restyle a toolbar button', () => {
  expect(withUtility(button('Bold'))).toEqual({
    background: 'rgb(220, 38, 38)',
    text: 'rgb(255, 254, 253)',
  });
});

test('the same utility can restyle Save too (no !important, no extra specificity)', () => {
  expect(withUtility(button('Save'))).toEqual({
    background: 'rgb(220, 38, 38)',
    text: 'rgb(255, 254, 253)',
  });
});
