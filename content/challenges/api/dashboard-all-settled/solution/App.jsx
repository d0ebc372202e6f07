import { useEffect, useState } from 'react';

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

function Widget({ title, result, render }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {result.status === 'fulfilled' ? render(result.value) : <p>Could not load this.</p>}
    </section>
  );
}

export default function App() {
  const [results, setResults] = useState(null);

  useEffect(() => {
    let current = true;
    // All three at once; one failing does not reject the others.
    Promise.allSettled([getJson('/api/me'), getJson('/api/streak'), getJson('/api/next-class')]).then(
      (settled) => {
        if (current) setResults(settled);
      },
    );
    return () => {
      current = false;
    };
  }, []);

  if (!results) return <p>Loading…</p>;
  const [me, streak, next] = results;
  return (
    <main>
      <Widget title="Profile" result={me} render={(value) => <p>Hello, {value.name}!</p>} />
      <Widget title="Streak" result={streak} render={(value) => <p>{value.days} days in a row</p>} />
      <Widget title="Next class" result={next} render={(value) => <p>{value.title}</p>} />
    </main>
  );
}
