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
    const controller = new AbortController();
    setSearching(true);
    fetch(`/api/search?q=${encodeURIComponent(text)}`, { signal: controller.signal })
      .then((response) => response.json())
      .then((names) => {
        setResults(names);
        setSearching(false);
      })
      .catch((error) => {
        if (error.name !== 'AbortError') setSearching(false);
      });
    // The next text (or leaving the page) cancels this request.
    return () => controller.abort();
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
