import type { ChangeEvent } from 'react';
import { handleNameChange } from './App';

// @test the handler takes a change event of an input
type _v1 = Expect<Equal<Parameters<typeof handleNameChange>[0], ChangeEvent<HTMLInputElement>>>;

// @test the update callback gets a string
type _v2 = Expect<Equal<Parameters<typeof handleNameChange>[1], (name: string) => void>>;
