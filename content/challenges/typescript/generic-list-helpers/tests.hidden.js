test('a list of one', { description: 'With a single item, first and last are that item.' }, () => {
  expect(first(['only'])).toBe('only');
  expect(last(['only'])).toBe('only');
});
