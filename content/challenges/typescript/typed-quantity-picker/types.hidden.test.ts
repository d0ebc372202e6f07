import type { QuantityPickerProps as HiddenProps } from './App';

// @test onChange is called with a number
// @description onChange is typed to receive the new quantity as a number.
type _h1 = Expect<Equal<Parameters<HiddenProps['onChange']>, [value: number]>>;
type _h2 = Expect<Equal<IsAny<Parameters<HiddenProps['onChange']>[0]>, false>>;
