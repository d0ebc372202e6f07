import { useReducer, useState } from 'react';

const initialHistory = { past: [], present: ['Passport', 'Phone charger'], future: [] };

function historyReducer(state, action) {
  // Handle 'add', 'remove', 'undo' and 'redo'. Never change state: return a new object.
  return state;
}

function App() {
  const [history, dispatch] = useReducer(historyReducer, initialHistory);
  const [draft, setDraft] = useState('');

  const add = (event) => {
    event.preventDefault();
    dispatch({ type: 'add', text: draft });
    setDraft('');
  };

  return (
    <div className="packing">
      <form onSubmit={add}>
        <label>
          New item
          <input value={draft} onChange={(event) => setDraft(event.target.value)} />
        </label>
        <button type="submit">Add</button>
      </form>
      <ul aria-label="Packing list">
        {history.present.map((item) => (
          <li key={item}>
            {item}
            <button
              type="button"
              aria-label={`Remove ${item}`}
              onClick={() => dispatch({ type: 'remove', text: item })}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <div className="history">
        <button type="button" onClick={() => dispatch({ type: 'undo' })}>
          Undo
        </button>
        <button type="button" onClick={() => dispatch({ type: 'redo' })}>
          Redo
        </button>
      </div>
    </div>
  );
}
