import type { Action, Todo } from './App';
import { todosReducer } from './App';

// @test the reducer takes to-dos and an action and returns to-dos
type _v1 = Expect<Equal<typeof todosReducer, (todos: Todo[], action: Action) => Todo[]>>;

// @test an added action carries its text
type _v2 = Expect<Equal<Extract<Action, { type: 'added' }>, { type: 'added'; text: string }>>;

// @test a toggled action carries an id
type _v3 = Expect<Equal<Extract<Action, { type: 'toggled' }>, { type: 'toggled'; id: number }>>;
