function hiddenStorage(entries) {
  const data = new Map(Object.entries(entries));
  return { getItem: (key) => (data.has(key) ? data.get(key) : null), setItem: () => {} };
}

test('stored text that is not JSON', { description: 'Stored text that is not valid JSON gives the fallback (or undefined) instead of throwing.' }, () => {
  const storage = hiddenStorage({ theme: 'dark', fontSize: '{oops' });
  expect(readSetting(storage, 'theme', 'light')).toBe('light');
  expect(readSetting(storage, 'fontSize')).toBeUndefined();
});

test('a stored value of the wrong type', { description: 'A stored value of the wrong type for its setting (valid JSON, but not what the setting holds) gives the fallback.' }, () => {
  const storage = hiddenStorage({ theme: '"blue"', fontSize: '"16"', recentSearches: '[1,2]' });
  expect(readSetting(storage, 'theme', 'light')).toBe('light');
  expect(readSetting(storage, 'fontSize', 14)).toBe(14);
  expect(readSetting(storage, 'recentSearches')).toBeUndefined();
});
