import { useReducer, useState, type FormEvent } from 'react';

export type Todo = { id: number; text: string; done: boolean };
export type Action = { type: string; text?: string; id?: number };

export function todosReducer(todos: Todo[], action: Action): Todo[] {
  switch (action.type) {
    case 'added': {
      const id = todos.reduce((max, todo) => Math.max(max, todo.id), 0) + 1;
      return [...todos, { id, text: action.text ?? '', done: false }];
    }
    case 'toggled':
      return todos.map((todo) => (todo.id === action.id ? { ...todo, done: !todo.done } : todo));
    case 'removed':
      return todos.filter((todo) => todo.id !== action.id);
    default:
      return todos;
  }
}

export default function App() {
  const [todos, dispatch] = useReducer(todosReducer, []);
  const [text, setText] = useState('');

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) return;
    dispatch({ type: 'added', text: text.trim() });
    setText('');
  }

  return (
    <main>
      <form onSubmit={add}>
        <label>
          New to-do <input value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        <button type="submit">Add</button>
      </form>
      <ul>
        {todos.map((todo) => (
          <li key={todo.id}>
            <label>
              <input
                type="checkbox"
                checked={todo.done}
                onChange={() => dispatch({ type: 'toggled', id: todo.id })}
              />
              {todo.text}
            </label>
            <button type="button" onClick={() => dispatch({ type: 'removed', id: todo.id })}>
              Remove {todo.text}
            </button>
          </li>
        ))}
      </ul>
    </main>
  );
}
