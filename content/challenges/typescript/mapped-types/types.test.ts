interface Todo {
  title: string;
  done: boolean;
  readonly id: number;
}

// @test MyPartial makes every property optional
type _v1 = Expect<Equal<MyPartial<Todo>, { title?: string; done?: boolean; readonly id?: number }>>;

// @test MyReadonly makes every property read-only
type _v2 = Expect<Equal<MyReadonly<Todo>, { readonly title: string; readonly done: boolean; readonly id: number }>>;

// @test MyPick keeps the named keys and refuses others
type _v3 = Expect<Equal<MyPick<Todo, 'title' | 'done'>, { title: string; done: boolean }>>;
// @ts-expect-error: 'due' is not a key of Todo
type _v4 = MyPick<Todo, 'due'>;

// @test Mutable removes readonly
type _v5 = Expect<Equal<Mutable<Todo>, { title: string; done: boolean; id: number }>>;
