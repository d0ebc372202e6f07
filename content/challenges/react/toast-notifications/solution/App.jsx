import { useState } from 'react';

export default function App() {
  const [toasts, setToasts] = useState([]);

  function save() {
    const id = Date.now() + Math.random();
    setToasts((current) => [...current, { id, text: 'Your changes were saved.' }]);
  }

  function dismiss(id) {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }

  return (
    <main>
      <h1>Settings</h1>
      <button type="button" onClick={save}>
        Save
      </button>
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className="toast">
            <p>{toast.text}</p>
            <button type="button" aria-label="Dismiss" onClick={() => dismiss(toast.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </main>
  );
}
