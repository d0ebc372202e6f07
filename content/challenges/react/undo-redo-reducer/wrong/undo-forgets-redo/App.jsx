// Plausible mistake: undo drops the present instead of keeping it in future, so Redo never works.
import { useReducer, useState } from 'react';

const initialHistory = { past: [], present: ['Passport', 'Phone charger'], future: [] };

/** A change: the current list goes into the past, and the redo steps are no longer valid. */
function commit(state, nextPresent) {
  return { past: [...state.past, state.present], present: nextPresent, future: [] };
}

function historyReducer(state, action) {
  switch (action.type) {
    case 'add': {
      const text = action.text.trim();
      if (text === '' || state.present.includes(text)) return state;
      return commit(state, [...state.present, text]);
    }
    case 'remove': {
      if (!state.present.includes(action.text)) return state;
      return commit(
        state,
        state.present.filter((item) => item !== action.text),
      );
    }
    case 'undo': {
      if (state.past.length === 0) return state;
      return {
        past: state.past.slice(0, -1),
        present: state.past[state.past.length - 1],
        future: state.future,
      };
    }
    case 'redo': {
      if (state.future.length === 0) return state;
      return {
        past: [...state.past, state.present],
        present: state.future[0],
        future: state.future.slice(1),
      };
    }
    default:
      return state;
  }
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
        <button
          type="button"
          disabled={history.past.length === 0}
          onClick={() => dispatch({ type: 'undo' })}
        >
          Undo
        </button>
        <button
          type="button"
          disabled={history.future.length === 0}
          onClick={() => dispatch({ type: 'redo' })}
        >
          Redo
        </button>
      </div>
    </div>
  );
}
