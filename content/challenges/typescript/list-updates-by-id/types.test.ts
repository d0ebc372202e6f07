type _VTodo = { id: number; title: string; done: boolean };
declare const _vTodos: readonly _VTodo[];

// @test HasId is an object with a number id
type _v1 = Expect<Equal<HasId, { id: number }>>;

// @test findById keeps the item type
const _v2 = findById(_vTodos, 1);
type _v3 = Expect<Equal<typeof _v2, _VTodo | undefined>>;

// @test upsertById, updateById and removeById return a list of the same items
const _v4 = upsertById(_vTodos, { id: 3, title: 'Pay rent', done: false });
const _v5 = updateById(_vTodos, 1, { done: true });
const _v6 = removeById(_vTodos, 1);
type _v7 = Expect<Equal<typeof _v4, _VTodo[]>>;
type _v8 = Expect<Equal<typeof _v5, _VTodo[]>>;
type _v9 = Expect<Equal<typeof _v6, _VTodo[]>>;

// @test a change of the wrong type is refused
// @ts-expect-error: done is a boolean
updateById(_vTodos, 1, { done: 'yes' });

// @test items without an id are refused
// @ts-expect-error: these items have no id
removeById([{ name: 'Asha' }], 1);
