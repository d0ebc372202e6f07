import { useState } from 'react';

export function strengthOf(password) {
  let score = 0;
  if (password.length >= 8) score += 1;
  if (/[A-Z]/.test(password) && /[a-z]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 1;
  if (/[^A-Za-z0-9]/.test(password)) score += 1;
  return score;
}

const labels = ['Too weak', 'Weak', 'Fair', 'Good', 'Strong'];

export default function App() {
  const [password, setPassword] = useState('');
  const score = strengthOf(password);
  return (
    <form>
      <label htmlFor="password">Password</label>
      <input
        id="password"
        type="password"
        value={password}
        aria-describedby="strength"
        onChange={(event) => setPassword(event.target.value)}
      />
      <meter className="meter" min="0" max="4" value={score} aria-label="Password strength" />
      <p id="strength" aria-live="polite" style={{ color: "#c8c8c8" }}>
        Strength: {labels[score]}
      </p>
    </form>
  );
}
