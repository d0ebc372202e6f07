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
    // Promise.all: any failure fails them all (but a 4xx/5xx answer still counts as data here).
    Promise.all(
      ['/api/me', '/api/streak', '/api/next-class'].map((url) =>
        fetch(url).then(async (response) => ({
          status: response.ok ? 'fulfilled' : 'rejected',
          value: await response.json(),
        })),
      ),
    ).then((settled) => {
      if (current) setResults(settled);
    });
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
