import { useReducer, useState } from 'react';

export type Todo = { id: number; text: string; done: boolean };
export type Action = { type: string; text?: string; id?: number };

export function todosReducer(todos: Todo[], action: Action): Todo[] {
  return todos;
}

export default function App() {
  const [todos, dispatch] = useReducer(todosReducer, []);
  const [text, setText] = useState('');
  return (
    <main>
      <form onSubmit={(event) => event.preventDefault()}>
        <label>
          New to-do <input value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        <button type="submit">Add</button>
      </form>
      <ul>
        {todos.map((todo) => (
          <li key={todo.id}>{todo.text}</li>
        ))}
      </ul>
    </main>
  );
}
