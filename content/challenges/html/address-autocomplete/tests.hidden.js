test('a PIN code has exactly six digits', { description: 'A PIN code that is too short or too long is refused by the browser.' }, () => {
  const pin = document.querySelector('[name="pin"]');
  pin.value = '4110';
  expect(pin.validity.patternMismatch).toBe(true);
  pin.value = '41100123';
  expect(pin.validity.patternMismatch).toBe(true);
});
