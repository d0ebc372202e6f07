import { useState } from 'react';

function App() {
  const [name, setName] = useState('');
  const trimmed = name.trim();

  return (
    <div className="greeting">
      <label>
        Your name
        <input type="text" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <p>Hello, {trimmed === '' ? 'stranger' : trimmed}!</p>
      <button type="button" onClick={() => setName('')} disabled={name === ''}>
        Clear
      </button>
    </div>
  );
}
