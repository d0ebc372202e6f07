const meera = {
  id: 3,
  name: 'Meera',
  email: 'meera@example.com',
  passwordHash: '$2b$10$def',
  role: 'member',
  createdAt: '2024-06-01',
};

test('an update with undefined fields', { description: 'A field that is undefined in the update keeps the user\'s value.' }, () => {
  const updated = applyUpdate(meera, { name: undefined, email: 'meera@work.example' });
  expect(updated.name).toBe('Meera');
  expect(updated.email).toBe('meera@work.example');
});

test('no users', { description: 'An empty list of users gives an empty object.' }, () => {
  expect(indexById([])).toEqual({});
});
