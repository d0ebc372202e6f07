import { useState } from 'react';

export function strengthOf(password) {
  return 0;
}

export default function App() {
  const [password, setPassword] = useState('');
  return (
    <form>
      <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
    </form>
  );
}
