import { useCallback, useEffect, useState } from 'react';

export default function App() {
  const [state, setState] = useState({ status: 'loading', entries: [] });

  const load = useCallback(async () => {
    setState({ status: 'loading', entries: [] });
    try {
      const response = await fetch('/api/leaderboard');
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      setState({ status: 'done', entries: await response.json() });
    } catch {
      setState({ status: 'error', entries: [] });
    }
  }, []);

  useEffect(() => {
    load();
  }, [load]);

  if (state.status === 'loading') return <p>Loading…</p>;
  if (state.status === 'error') {
    return (
      <div>
        <p role="alert">The leaderboard could not be loaded.</p>
        <button type="button" onClick={load}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <ul>
      {state.entries.map((entry) => (
        <li key={entry.name}>
          {entry.name} — {entry.points} points
        </li>
      ))}
    </ul>
  );
}
