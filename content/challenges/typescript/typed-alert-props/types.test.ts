import type { ReactNode } from 'react';
import type { AlertProps, AlertVariant } from './App';

// @test AlertVariant is info, success, warning or error
type _v1 = Expect<Equal<AlertVariant, 'info' | 'success' | 'warning' | 'error'>>;

// @test variant is an AlertVariant and title a string
type _v2 = Expect<Equal<AlertProps['variant'], AlertVariant>>;
type _v3 = Expect<Equal<AlertProps['title'], string>>;

// @test children can be any React content
type _v4 = Expect<Equal<AlertProps['children'], ReactNode>>;

// @test onDismiss is an optional callback
type _v5 = Expect<Equal<AlertProps['onDismiss'], (() => void) | undefined>>;
const _v6: AlertProps = { variant: 'info', title: 'New version', children: 'Reload to update.' };

// @test a variant that is not in the list is a type error
// @ts-expect-error: 'danger' is not an AlertVariant
const _v7: AlertProps = { variant: 'danger', title: 'Oops', children: 'Something broke.' };
