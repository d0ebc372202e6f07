test('a resolved value becomes { ok: true, value }', async () => {
  const add = safe(async (a, b) => a + b);
  expect(await add(2, 3)).toEqual({ ok: true, value: 5 });
});

test('a rejection becomes { ok: false, error } with the same Error, never a rejected promise', async () => {
  const boom = new Error('boom');
  const result = await safe(async () => {
    throw boom;
  })();
  expect(result.ok).toBe(false);
  expect(result.error).toBe(boom);
});

test('the function runs only when the wrapper is called, with its arguments', async () => {
  const spy = createSpy(async (text) => text.toUpperCase());
  const shout = safe(spy);
  expect(spy).toHaveBeenCalledTimes(0);
  expect(await shout('hi')).toEqual({ ok: true, value: 'HI' });
  expect(spy).toHaveBeenCalledWith('hi');
});

test('safeFetchUser loads a user or reports why not', async () => {
  expect(await safeFetchUser(2)).toEqual({ ok: true, value: { id: 2, name: 'Ravi', email: 'ravi@example.com' } });
  const missing = await safeFetchUser(9);
  expect(missing.ok).toBe(false);
  expect(missing.error.message).toBe('User 9 not found');
});

test('userLabel shows the user or the error', async () => {
  expect(userLabel(await safeFetchUser(1))).toBe('Asha <asha@example.com>');
  expect(userLabel(await safeFetchUser(7))).toBe('Could not load the user: User 7 not found');
});
