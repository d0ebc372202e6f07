import { useState } from 'react';

export default function App() {
  const [message, setMessage] = useState('');
  return (
    <main>
      <h1>Settings</h1>
      <button type="button" onClick={() => setMessage('Your changes were saved.')}>Save</button>
      {message && <div className="toast">{message}</div>}
    </main>
  );
}
