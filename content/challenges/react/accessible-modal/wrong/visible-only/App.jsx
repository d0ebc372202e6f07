// Overfit: the New name field always starts with "Apollo", not with the current project name.
import { useEffect, useRef, useState } from 'react';

function RenameDialog({ currentName, onSave, onClose }) {
  const [draft, setDraft] = useState('Apollo');
  const dialogRef = useRef(null);
  const inputRef = useRef(null);

  useEffect(() => {
    // Remember what had the focus (the Rename project button) and give it back on close.
    const previouslyFocused = document.activeElement;
    inputRef.current.focus();
    return () => previouslyFocused?.focus();
  }, []);

  const handleKeyDown = (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // Keep the focus inside the dialog: wrap from the last control to the first and back.
    const controls = dialogRef.current.querySelectorAll('input, button, select, textarea, a[href]');
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const save = (event) => {
    event.preventDefault();
    onSave(draft.trim());
  };

  return (
    <div className="backdrop">
      <div
        ref={dialogRef}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="rename-title"
        onKeyDown={handleKeyDown}
      >
        <h2 id="rename-title">Rename project</h2>
        <form onSubmit={save}>
          <label>
            New name
            <input
              ref={inputRef}
              type="text"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </label>
          <div className="actions">
            <button type="button" onClick={onClose}>
              Cancel
            </button>
            <button type="submit">Save</button>
          </div>
        </form>
      </div>
    </div>
  );
}

function App() {
  const [name, setName] = useState('Apollo');
  const [isOpen, setIsOpen] = useState(false);

  const save = (newName) => {
    setName(newName);
    setIsOpen(false);
  };

  return (
    <main className="settings">
      <h1>Project settings</h1>
      <p>Project name: {name}</p>
      <button type="button" onClick={() => setIsOpen(true)}>
        Rename project
      </button>
      {isOpen && <RenameDialog currentName={name} onSave={save} onClose={() => setIsOpen(false)} />}
    </main>
  );
}
