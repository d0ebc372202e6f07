test('freezeConfig returns the same object', () => {
  const config = { api: { url: 'https://example.com' } };
  expect(freezeConfig(config)).toBe(config);
});
