// Plausible mistake: uses the raw input, so spaces around the name end up in the greeting.
import { useState } from 'react';

function App() {
  const [name, setName] = useState('');

  return (
    <div className="greeting">
      <label>
        Your name
        <input type="text" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <p>Hello, {name === '' ? 'stranger' : name}!</p>
      <button type="button" onClick={() => setName('')} disabled={name === ''}>
        Clear
      </button>
    </div>
  );
}
