const asha = {
  id: 7,
  name: 'Asha',
  email: 'asha@example.com',
  passwordHash: '$2b$10$abc',
  role: 'member',
  createdAt: '2024-01-15',
};
const ravi = {
  id: 12,
  name: 'Ravi',
  email: 'ravi@example.com',
  passwordHash: '$2b$10$xyz',
  role: 'admin',
  createdAt: '2023-09-02',
};

test('toPublicUser keeps the public fields', () => {
  expect(toPublicUser(asha)).toEqual({
    id: 7,
    name: 'Asha',
    email: 'asha@example.com',
    role: 'member',
    createdAt: '2024-01-15',
  });
});

test('the public user has no passwordHash property at all', () => {
  expect('passwordHash' in toPublicUser(asha)).toBe(false);
});

test('indexById puts each public user under its id', () => {
  const byId = indexById([asha, ravi]);
  expect(Object.keys(byId).sort()).toEqual(['12', '7']);
  expect(byId[12].name).toBe('Ravi');
  expect('passwordHash' in byId[7]).toBe(false);
});

test('applyUpdate changes the given fields and keeps the others', () => {
  const updated = applyUpdate(asha, { name: 'Asha Rao', role: 'admin' });
  expect(updated).toEqual({ ...asha, name: 'Asha Rao', role: 'admin' });
  expect(asha.name).toBe('Asha');
});
