import { useEffect, useState } from 'react';

const people = [
  { id: 1, name: 'Asha' },
  { id: 2, name: 'Ravi' },
  { id: 3, name: 'Meera' },
];

export function Profile({ id }) {
  const [learner, setLearner] = useState(null);
  useEffect(() => {
    let ignore = false;
    setLearner(null);
    fetch(`/api/learners/${id}`)
      .then((response) => response.json())
      .then((data) => {
        // An answer for an id that is no longer shown is dropped.
        if (!ignore) setLearner(data);
      });
    return () => {
      ignore = true;
    };
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
  const [id, setId] = useState(1);
  return (
    <main>
      <nav aria-label="Learners">
        {people.map((person) => (
          <button key={person.id} type="button" onClick={() => setId(person.id)}>
            {person.name}
          </button>
        ))}
      </nav>
      <Profile id={id} />
    </main>
  );
}
