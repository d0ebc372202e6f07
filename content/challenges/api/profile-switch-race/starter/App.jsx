import { useEffect, useState } from 'react';

export function Profile({ id }) {
  const [learner, setLearner] = useState(null);
  useEffect(() => {
    fetch(`/api/learners/${id}`)
      .then((response) => response.json())
      .then(setLearner);
  }, [id]);
  if (!learner) return <p>Loading…</p>;
  return (
    <section>
      <h2>{learner.name}</h2>
      <p>Streak: {learner.streak} days</p>
    </section>
  );
}

export default function App() {
  return <Profile id={1} />;
}
