test('Role holds the three role values', () => {
  expect([Role.Admin, Role.Editor, Role.Viewer]).toEqual(['admin', 'editor', 'viewer']);
});

test('can says what each role may do', () => {
  expect(can('admin', 'invite')).toBe(true);
  expect(can('editor', 'write')).toBe(true);
  expect(can('editor', 'delete')).toBe(false);
  expect(can('viewer', 'read')).toBe(true);
  expect(can('viewer', 'write')).toBe(false);
});

test('isRole accepts the role values only', () => {
  expect(isRole('editor')).toBe(true);
  expect(isRole('viewer')).toBe(true);
  expect(isRole('owner')).toBe(false);
  expect(isRole('Editor')).toBe(false);
  expect(isRole('')).toBe(false);
});

test('rolesWith lists the roles that have a permission, in order', () => {
  expect(rolesWith('write')).toEqual(['admin', 'editor']);
  expect(rolesWith('read')).toEqual(['admin', 'editor', 'viewer']);
});
