test('inputs have a 2 px slate border', () => {
  const style = getComputedStyle(document.getElementById('email'));
  expect(style.borderTopWidth).toBe('2px');
  expect(style.borderTopColor).toBe('rgb(100, 116, 139)');
});

test('keyboard focus shows a 3 px indigo outline', async () => {
  const user = userEvent.setup();
  document.body.focus();
  await user.tab();
  const style = getComputedStyle(document.getElementById('email'));
  expect(style.outlineStyle).toBe('solid');
  expect(style.outlineWidth).toBe('3px');
  expect(style.outlineColor).toBe('rgb(79, 70, 229)');
  expect(style.outlineOffset).toBe('2px');
});

test('an invalid address turns the border red once typed', async () => {
  const user = userEvent.setup();
  const email = document.getElementById('email');
  await user.click(email);
  await user.type(email, 'not-an-email');
  await user.tab();
  expect(getComputedStyle(email).borderTopColor).toBe('rgb(185, 28, 28)');
});

test('a valid address keeps the slate border', async () => {
  const user = userEvent.setup();
  const email = document.getElementById('email');
  await user.clear(email);
  await user.type(email, 'asha@example.com');
  await user.tab();
  expect(getComputedStyle(email).borderTopColor).toBe('rgb(100, 116, 139)');
});
