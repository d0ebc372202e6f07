// Plausible mistake: the fallback name "stranger" is greyed out like a placeholder, too faint to read against the white page.
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
      <p>Hello, {trimmed === '' ? <span style={{ color: '#aaa' }}>stranger</span> : trimmed}!</p>
      <button type="button" onClick={() => setName('')} disabled={name === ''}>
        Clear
      </button>
    </div>
  );
}
