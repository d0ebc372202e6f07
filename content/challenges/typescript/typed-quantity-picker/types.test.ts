import type { QuantityPickerProps } from './App';
import { QuantityPicker } from './App';

// @test value and label are required numbers and text
type _v1 = Expect<Equal<QuantityPickerProps['value'], number>>;
type _v2 = Expect<Equal<QuantityPickerProps['label'], string>>;

// @test min and max are optional
type _v3 = Expect<Equal<QuantityPickerProps['min'], number | undefined>>;

// @test the component takes these props
type _v4 = Expect<Equal<Parameters<typeof QuantityPicker>[0], QuantityPickerProps>>;
