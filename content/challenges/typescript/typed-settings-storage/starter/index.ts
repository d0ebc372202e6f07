type Settings = {
  theme: 'light' | 'dark';
  fontSize: number;
  recentSearches: string[];
};

// What the functions need of localStorage: tests pass a stand-in.
type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

// Add settingGuards: one type guard per setting.

function readSetting(storage: StorageLike, key: string, fallback?: any): any {
  return JSON.parse(storage.getItem(key) ?? 'null');
}

function writeSetting(storage: StorageLike, key: string, value: any): void {}
