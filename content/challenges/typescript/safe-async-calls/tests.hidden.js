test('a thrown string', { description: 'A function that fails by throwing something that is not an Error (a string) still gives an Error, with that text as its message.' }, async () => {
  const result = await safe(async () => {
    throw 'offline';
  })();
  expect(result.ok).toBe(false);
  expect(result.error instanceof Error).toBe(true);
  expect(result.error.message).toBe('offline');
});

test('a function that throws at once', { description: 'A function that throws before it returns its promise still gives a Result, not an exception.' }, async () => {
  const check = (id) => {
    if (id < 0) throw new Error('Negative id');
    return Promise.resolve(id);
  };
  const result = await safe(check)(-1);
  expect(result.ok).toBe(false);
  expect(result.error.message).toBe('Negative id');
});
