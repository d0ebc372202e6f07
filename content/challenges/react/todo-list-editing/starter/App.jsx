import { useRef, useState } from 'react';

// One todo: a checkbox with its text, and Edit and Delete buttons.
// Keep whether it is being edited in this component's own state.
function TodoItem({ todo }) {
  return (
    <li>
      <label>
        <input type="checkbox" /> {todo.text}
      </label>
    </li>
  );
}

function App() {
  const [todos, setTodos] = useState([]);
  // Add a controlled "New todo" input; add, toggle, rename and delete todos without mutating them.
  return (
    <div className="todos">
      <form>
        <label htmlFor="new-todo">New todo</label>
        <input id="new-todo" type="text" />
        <button type="submit">Add</button>
      </form>
      <ul aria-label="Todos">
        {todos.map((todo) => (
          <TodoItem key={todo.id} todo={todo} />
        ))}
      </ul>
      <p>0 items left</p>
    </div>
  );
}
