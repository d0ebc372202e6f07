test('exactly eight characters', { description: 'A password of exactly the minimum length earns the length point.' }, () => {
  expect(strengthOf('abcdefgh')).toBe(1);
});

test('the meter', { description: 'The meter goes from 0 to 4 and shows the current score.' }, async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Password'), 'abc');
  const meter = document.querySelector('meter');
  expect([meter.getAttribute('min'), meter.getAttribute('max'), String(meter.value)]).toEqual(['0', '4', '0']);
});
