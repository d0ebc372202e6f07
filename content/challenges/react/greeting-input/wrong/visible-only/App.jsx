// Overfit: removes every space instead of trimming, so "Ada Lovelace" becomes "AdaLovelace".
import { useState } from 'react';

function App() {
  const [name, setName] = useState('');
  const trimmed = name.replaceAll(' ', '');

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
