type Settings = {
  theme: 'light' | 'dark';
  fontSize: number;
  recentSearches: string[];
};

// What the functions need of localStorage: tests pass a stand-in.
type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const settingGuards: { [K in keyof Settings]: (value: unknown) => value is Settings[K] } = {
  theme: (value) => value === 'light' || value === 'dark',
  fontSize: (value) => typeof value === 'number',
  recentSearches: (value) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string'),
};

function readSetting<K extends keyof Settings>(
  storage: StorageLike,
  key: K,
  fallback?: Settings[K],
): Settings[K] | undefined {
  const text = storage.getItem(key);
  if (text === null) return fallback;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fallback;
  }
  const isValid = settingGuards[key];
  return isValid(value) ? value : fallback;
}

function writeSetting<K extends keyof Settings>(
  storage: StorageLike,
  key: K,
  value: Settings[K],
): void {
  storage.setItem(key, JSON.stringify(value));
}
