test('the button shows focus too', { description: 'The submit button also shows the focus outline when reached with the keyboard.' }, async () => {
  const user = userEvent.setup();
  document.getElementById('email').focus();
  await user.tab();
  const button = document.querySelector('button');
  expect(document.activeElement).toBe(button);
  expect(getComputedStyle(button).outlineWidth).toBe('3px');
});
