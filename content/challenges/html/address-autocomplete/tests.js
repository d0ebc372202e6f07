test('the fields are grouped under their question', () => {
  expect(screen.getByRole('group', { name: 'Where should we send your kit?' })).toBeInTheDocument();
});

test('each field has its autocomplete token', () => {
  const tokens = ['Full name', 'Street address', 'PIN code', 'Phone'].map((label) => screen.getByLabelText(label).getAttribute('autocomplete'));
  expect(tokens).toEqual(['name', 'street-address', 'postal-code', 'tel']);
});

test('the PIN code shows a number pad and is required', () => {
  const pin = screen.getByLabelText('PIN code');
  expect(pin.getAttribute('inputmode')).toBe('numeric');
  expect(pin.required).toBe(true);
  pin.value = '411001';
  expect(pin.validity.valid).toBe(true);
});

test('the page has no accessibility problems', async () => {
  await expectAccessible();
});
