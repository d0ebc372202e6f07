import { useEffect, useRef, useState } from 'react';

// The dialog: give it the dialog role and attributes, move the focus into it when it opens,
// close it on Escape, keep Tab inside it, and give the focus back when it closes.
function RenameDialog({ currentName, onSave, onClose }) {
  return (
    <div className="backdrop">
      <div className="dialog">
        <h2>Rename project</h2>
        <form>
          <label>
            New name
            <input type="text" defaultValue={currentName} />
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
  // Keep whether the dialog is open in state and render RenameDialog only while it is.
  return (
    <main className="settings">
      <h1>Project settings</h1>
      <p>Project name: {name}</p>
      <button type="button">Rename project</button>
    </main>
  );
}
