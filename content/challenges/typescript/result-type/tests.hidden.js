test('decimals are not whole numbers', { description: 'A number with a decimal part is refused as not a whole number.' }, () => {
  expect(parseAge('12.5')).toEqual({ ok: false, error: 'not-a-number' });
});

test('the edges of the range', { description: 'The youngest and oldest ages allowed are accepted, and one beyond each is refused.' }, () => {
  expect(parseAge('0')).toEqual({ ok: true, value: 0 });
  expect(parseAge('130')).toEqual({ ok: true, value: 130 });
  expect(parseAge('-1')).toEqual({ ok: false, error: 'out-of-range' });
  expect(parseAge('131')).toEqual({ ok: false, error: 'out-of-range' });
});
