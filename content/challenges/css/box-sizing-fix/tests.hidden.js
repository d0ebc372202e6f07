// Hidden tests: run by the server's grader after tests.js, in the same page. The elements they
// add are removed again before each test ends.
const style = (el, pseudo) => getComputedStyle(el, pseudo).boxSizing;

test('elements added later use border-box too: a 100% wide box in the card and a 200px box outside it', { description: 'Elements added to the page later, inside or outside the card, also use border-box, so their padding and border fit inside the width they are given.' }, () => {
  const inside = document.createElement('div');
  inside.style.cssText = 'width: 100%; padding: 12px; border: 3px solid black;';
  document.querySelector('.card').append(inside);
  const outside = document.createElement('section');
  outside.style.cssText = 'width: 200px; padding: 20px; border: 5px solid black;';
  document.body.append(outside);
  const found = {
    'in the card': Math.round(inside.getBoundingClientRect().width * 10) / 10,
    'outside the card': Math.round(outside.getBoundingClientRect().width * 10) / 10,
  };
  inside.remove();
  outside.remove();
  expect(found).toEqual({ 'in the card': 264, 'outside the card': 200 });
});

test('<html>, <body>, the button and the pseudo-elements of other elements use border-box', { description: 'The html and body elements, the Subscribe button and the ::before and ::after pseudo-elements of every element (not only the card\'s) use border-box.' }, () => {
  const submit = document.querySelector('.submit');
  const label = document.querySelector('label');
  const found = {
    html: style(document.documentElement),
    body: style(document.body),
    button: style(submit),
    'button::before': style(submit, '::before'),
    'label::after': style(label, '::after'),
    'body::before': style(document.body, '::before'),
  };
  expect(found).toEqual({
    html: 'border-box',
    body: 'border-box',
    button: 'border-box',
    'button::before': 'border-box',
    'label::after': 'border-box',
    'body::before': 'border-box',
  });
});
