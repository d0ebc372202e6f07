declare const _hStorage: Pick<Storage, 'getItem' | 'setItem'>;

// @test a fallback of the wrong type is refused
// @description A fallback that does not fit the setting is a type error.
// @ts-expect-error: the font size is a number
const _h1 = () => readSetting(_hStorage, 'fontSize', 'large');

// @test there is a guard for every setting and no other
// @description settingGuards has exactly one guard per setting.
type _h2 = Expect<Equal<keyof typeof settingGuards, keyof Settings>>;
