import type { Plan, SelectProps } from './App';
import { Select } from './App';

// @test SelectProps is generic over the option type
type _v1 = Expect<Equal<SelectProps<Plan>['onChange'], (value: Plan) => void>>;
type _v2 = Expect<Equal<SelectProps<number>['getKey'], (option: number) => string>>;
type _v3 = Expect<Equal<SelectProps<string>['options'], readonly string[]>>;

// @test Select infers the option type from its props
const _v4 = () =>
  Select({
    label: 'Size',
    options: ['S', 'M', 'L'],
    value: 'M',
    getKey: (size) => size,
    getLabel: (size) => size,
    onChange: (size) => {
      const _v4a: Expect<Equal<typeof size, string>> = true;
    },
  });

// @test a value of another type than the options is refused
const _v5 = () =>
  Select({
    label: 'Seats',
    options: [1, 5, 10],
    // @ts-expect-error: the value must be a number, like the options
    value: '1',
    getKey: (count) => String(count),
    getLabel: (count) => String(count),
    onChange: () => {},
  });
