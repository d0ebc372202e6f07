test('the date is machine-readable', { description: 'The publication date carries a machine-readable date.' }, () => {
  expect(document.querySelector('time').getAttribute('datetime')).toBe('2026-11-20');
});
