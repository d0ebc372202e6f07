import { useEffect, useState } from 'react';

export default function App() {
  const [data, setData] = useState(null);

  useEffect(() => {
    async function load() {
      const me = await (await fetch('/api/me')).json();
      const streak = await (await fetch('/api/streak')).json();
      const next = await (await fetch('/api/next-class')).json();
      setData({ me, streak, next });
    }
    load();
  }, []);

  if (!data) return <p>Loading…</p>;
  return (
    <main>
      <section>
        <h2>Profile</h2>
        <p>Hello, {data.me.name}!</p>
      </section>
    </main>
  );
}
