import { useState } from 'react';

export default function App() {
  const [dark, setDark] = useState(false);
  return (
    <main>
      <h1>Preferences</h1>
      <div className="switch" onClick={() => setDark(!dark)}>Dark mode {dark ? 'On' : 'Off'}</div>
    </main>
  );
}
