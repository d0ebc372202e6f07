import { useEffect, useState } from 'react';

export default function App() {
  const [text, setText] = useState('');
  const [results, setResults] = useState([]);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    if (!text) {
      setResults([]);
      setSearching(false);
      return;
    }
    // Ignores stale answers but never aborts them: the requests stay open.
    let current = true;
    setSearching(true);
    fetch(`/api/search?q=${encodeURIComponent(text)}`)
      .then((response) => response.json())
      .then((names) => {
        if (!current) return;
        setResults(names);
        setSearching(false);
      });
    return () => {
      current = false;
    };
  }, [text]);

  return (
    <main>
      <label>
        Search <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      {searching && <p>Searching…</p>}
      {text && (
        <ul>
          {results.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </main>
  );
}
