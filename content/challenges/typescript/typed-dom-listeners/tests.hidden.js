test('query with nothing matching', { description: 'query throws an Error that names the selector when nothing on the page matches it.' }, () => {
  expect(() => query('#no-such-element', window.HTMLDivElement)).toThrow('#no-such-element');
});

test('query with the wrong kind of element', { description: 'query throws an Error when the element found is not of the kind asked for.' }, () => {
  expect(() => query('#message', window.HTMLInputElement)).toThrow('#message');
});

test('removing one of two listeners', { description: 'The function on returns removes its own listener only: another listener for the same event keeps working.' }, () => {
  const button = document.createElement('button');
  document.body.append(button);
  const seen = [];
  const stopFirst = on(button, 'click', () => seen.push('first'));
  on(button, 'click', () => seen.push('second'));
  stopFirst();
  button.click();
  button.remove();
  expect(seen).toEqual(['second']);
});
