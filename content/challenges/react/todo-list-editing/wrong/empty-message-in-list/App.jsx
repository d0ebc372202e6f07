// Plausible mistake: the "nothing to do" message is a <p> placed straight inside the <ul>, where only <li> items belong.
import { useRef, useState } from 'react';

function TodoItem({ todo, onToggle, onRename, onDelete }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(todo.text);

  const startEditing = () => {
    setDraft(todo.text);
    setEditing(true);
  };

  const save = (event) => {
    event.preventDefault();
    const text = draft.trim();
    if (text !== '') onRename(todo.id, text);
    setEditing(false);
  };

  if (editing) {
    return (
      <li>
        <form onSubmit={save}>
          <input
            type="text"
            aria-label={`New text for ${todo.text}`}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setEditing(false);
            }}
            autoFocus
          />
          <button type="submit">Save</button>
          <button type="button" onClick={() => setEditing(false)}>
            Cancel
          </button>
        </form>
      </li>
    );
  }

  return (
    <li>
      <label className={todo.done ? 'done' : undefined}>
        <input type="checkbox" checked={todo.done} onChange={() => onToggle(todo.id)} /> {todo.text}
      </label>
      <button type="button" aria-label={`Edit ${todo.text}`} onClick={startEditing}>
        Edit
      </button>
      <button type="button" aria-label={`Delete ${todo.text}`} onClick={() => onDelete(todo.id)}>
        Delete
      </button>
    </li>
  );
}

function App() {
  const [todos, setTodos] = useState([]);
  const [text, setText] = useState('');
  const nextId = useRef(1);

  const addTodo = (event) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') return;
    setTodos((current) => [...current, { id: nextId.current++, text: trimmed, done: false }]);
    setText('');
  };

  const toggleTodo = (id) =>
    setTodos((current) =>
      current.map((todo) => (todo.id === id ? { ...todo, done: !todo.done } : todo)),
    );

  const renameTodo = (id, newText) =>
    setTodos((current) =>
      current.map((todo) => (todo.id === id ? { ...todo, text: newText } : todo)),
    );

  const deleteTodo = (id) => setTodos((current) => current.filter((todo) => todo.id !== id));

  const left = todos.filter((todo) => !todo.done).length;

  return (
    <div className="todos">
      <form onSubmit={addTodo}>
        <label htmlFor="new-todo">New todo</label>
        <input
          id="new-todo"
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit">Add</button>
      </form>
      <ul aria-label="Todos">
        {todos.length === 0 && <p className="empty">Nothing to do yet.</p>}
        {todos.map((todo) => (
          <TodoItem
            key={todo.id}
            todo={todo}
            onToggle={toggleTodo}
            onRename={renameTodo}
            onDelete={deleteTodo}
          />
        ))}
      </ul>
      <p>
        {left} {left === 1 ? 'item' : 'items'} left
      </p>
    </div>
  );
}
