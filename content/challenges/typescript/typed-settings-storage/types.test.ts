declare const _vStorage: Pick<Storage, 'getItem' | 'setItem'>;

// @test without a fallback, a setting may be undefined
const _v1 = readSetting(_vStorage, 'fontSize');
type _v2 = Expect<Equal<typeof _v1, number | undefined>>;

// @test with a fallback, a setting is always there
const _v3 = readSetting(_vStorage, 'theme', 'light');
type _v4 = Expect<Equal<typeof _v3, 'light' | 'dark'>>;
const _v5 = readSetting(_vStorage, 'recentSearches', []);
type _v6 = Expect<Equal<typeof _v5, string[]>>;

// @test only known settings can be read
// @ts-expect-error: 'language' is not a setting
const _v7 = () => readSetting(_vStorage, 'language');

// @test writeSetting checks the value against the setting
// @ts-expect-error: 'blue' is not a theme
const _v8 = () => writeSetting(_vStorage, 'theme', 'blue');

// @test each guard narrows to its setting's type
type _v9 = Expect<Equal<(typeof settingGuards)['theme'], (value: unknown) => value is 'light' | 'dark'>>;
