test('a valid age is ok with its value', () => {
  expect(parseAge('42')).toEqual({ ok: true, value: 42 });
  expect(parseAge(' 7 ')).toEqual({ ok: true, value: 7 });
});

test('blank input is the empty error', () => {
  expect(parseAge('   ')).toEqual({ ok: false, error: 'empty' });
});

test('ageMessage says what happened', () => {
  expect(ageMessage('42')).toBe('Age saved: 42');
  expect(ageMessage('')).toBe('Please enter your age.');
  expect(ageMessage('abc')).toBe('Please enter a whole number.');
  expect(ageMessage('200')).toBe('Please enter an age between 0 and 130.');
});
