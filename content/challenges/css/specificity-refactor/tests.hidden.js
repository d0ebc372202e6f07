// Hidden tests: run by the server's grader after tests.js, in the same page. Like the visible
// tests they add utility classes in a stylesheet after yours, and remove everything they add.
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
// Adds `css` in a stylesheet after yours, puts `className` on each element, and reports `read`.
const withUtility = (css, className, elements, read) => {
  const sheet = document.createElement('style');
  sheet.textContent = css;
  document.head.append(sheet);
  elements.forEach((el) => el.classList.add(className));
  const found = elements.map(read);
  elements.forEach((el) => el.classList.remove(className));
  sheet.remove();
  return found;
};

test('another one-class utility (.u-success) written after your CSS restyles Italic, Link and Save', { description: 'A different one-class utility written after your CSS can recolour any toolbar button, the plain ones and Save alike.' }, () => {
  const colours = (el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, text: s.color };
  };
  const GREEN = { background: 'rgb(22, 163, 74)', text: 'rgb(240, 253, 244)' };
  expect(
    withUtility(
      '.u-success { background-color: rgb(22, 163, 74); color: rgb(240, 253, 244); }',
      'u-success',
      [button('Italic'), button('Link'), button('Save')],
      colours,
    ),
  ).toEqual([GREEN, GREEN, GREEN]);
});

test('a one-class utility can change the toolbar shape too: .u-square on Bold and Save', { description: 'A one-class utility written after your CSS can also change a toolbar button\'s corners and padding, on a plain button and on Save.' }, () => {
  const shape = (el) => {
    const s = getComputedStyle(el);
    return `radius ${s.borderTopLeftRadius}, padding ${s.paddingTop} ${s.paddingRight}`;
  };
  const SQUARE = 'radius 0px, padding 2px 4px';
  expect(
    withUtility(
      '.u-square { border-radius: 0; padding: 2px 4px; }',
      'u-square',
      [button('Bold'), button('Save')],
      shape,
    ),
  ).toEqual([SQUARE, SQUARE]);
});

test('a button added to the toolbar gets the grey toolbar look; one added outside it does not', { description: 'A button added to the toolbar later gets the grey toolbar look, while a button added elsewhere in the editor, outside the toolbar, does not.' }, () => {
  const inside = document.createElement('button');
  inside.type = 'button';
  inside.textContent = 'Quote';
  document.querySelector('.toolbar').append(inside);
  const outside = document.createElement('button');
  outside.type = 'button';
  outside.textContent = 'Preview';
  document.querySelector('.editor').append(outside);
  const found = {
    Quote: look(inside),
    'Preview has the toolbar look': JSON.stringify(look(outside)) === JSON.stringify(GREY),
  };
  inside.remove();
  outside.remove();
  expect(found).toEqual({ Quote: GREY, 'Preview has the toolbar look': false });
});
