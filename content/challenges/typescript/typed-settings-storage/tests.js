// A stand-in for localStorage: getItem gives the text stored under a key, or null.
function fakeStorage(entries = {}) {
  const data = new Map(Object.entries(entries));
  return {
    data,
    getItem: (key) => (data.has(key) ? data.get(key) : null),
    setItem: (key, value) => {
      data.set(key, String(value));
    },
  };
}

test('readSetting parses the stored JSON', () => {
  const storage = fakeStorage({ fontSize: '18', recentSearches: '["css grid","useEffect"]' });
  expect(readSetting(storage, 'fontSize')).toBe(18);
  expect(readSetting(storage, 'recentSearches')).toEqual(['css grid', 'useEffect']);
});

test('a missing setting gives undefined, or the fallback', () => {
  const storage = fakeStorage();
  expect(readSetting(storage, 'theme')).toBeUndefined();
  expect(readSetting(storage, 'theme', 'light')).toBe('light');
  expect(readSetting(storage, 'fontSize', 14)).toBe(14);
});

test('writeSetting stores the value as JSON, and readSetting reads it back', () => {
  const storage = fakeStorage();
  writeSetting(storage, 'theme', 'dark');
  writeSetting(storage, 'recentSearches', ['flexbox']);
  expect(storage.data.get('theme')).toBe('"dark"');
  expect(storage.data.get('recentSearches')).toBe('["flexbox"]');
  expect(readSetting(storage, 'theme', 'light')).toBe('dark');
});

test('the guards accept only values of their setting', () => {
  expect(settingGuards.theme('dark')).toBe(true);
  expect(settingGuards.theme('blue')).toBe(false);
  expect(settingGuards.fontSize(16)).toBe(true);
  expect(settingGuards.fontSize('16')).toBe(false);
  expect(settingGuards.recentSearches(['a', 'b'])).toBe(true);
  expect(settingGuards.recentSearches(['a', 1])).toBe(false);
  expect(settingGuards.recentSearches('a')).toBe(false);
});
