import { useEffect, useState } from 'react';

export default function App() {
  const [text, setText] = useState('');
  const [results, setResults] = useState([]);

  useEffect(() => {
    if (!text) return;
    fetch(`/api/search?q=${encodeURIComponent(text)}`)
      .then((response) => response.json())
      .then(setResults);
  }, [text]);

  return (
    <main>
      <label>
        Search <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <ul>
        {results.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </main>
  );
}
