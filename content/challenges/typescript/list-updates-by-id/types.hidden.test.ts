type _HTodo = { id: number; title: string; done: boolean };
declare const _hTodos: readonly _HTodo[];

// @test changes cannot include the id
// @description The changes passed to updateById cannot change an item's id.
// @ts-expect-error: the id is not one of the changes
updateById(_hTodos, 1, { id: 2 });
