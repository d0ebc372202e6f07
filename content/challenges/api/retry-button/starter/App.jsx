import { useEffect, useState } from 'react';

export default function App() {
  const [entries, setEntries] = useState([]);
  useEffect(() => {
    fetch('/api/leaderboard')
      .then((response) => response.json())
      .then(setEntries);
  }, []);
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.name}>{entry.name}</li>
      ))}
    </ul>
  );
}
