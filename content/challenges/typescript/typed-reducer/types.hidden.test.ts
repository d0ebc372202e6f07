import type { Action as HiddenAction } from './App';

// @test only the three actions exist
// @description An action of any other type is a type error.
// @ts-expect-error: 'renamed' is not an action
const _h1: HiddenAction = { type: 'renamed', id: 1 };

// @test a removed action needs an id
// @description A removed action without the id of the to-do is a type error.
// @ts-expect-error: removed needs an id
const _h2: HiddenAction = { type: 'removed' };
