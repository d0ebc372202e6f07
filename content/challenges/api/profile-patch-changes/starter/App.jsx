import { useEffect, useState } from 'react';

const FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'headline', label: 'Headline' },
  { key: 'city', label: 'City' },
];

export default function App() {
  const [form, setForm] = useState(null);

  useEffect(() => {
    fetch('/api/profile')
      .then((response) => response.json())
      .then(setForm);
  }, []);

  if (!form) return <p>Loading…</p>;

  function save(event) {
    event.preventDefault();
    // TODO: send the changed fields with PATCH /api/profile.
  }

  return (
    <form onSubmit={save}>
      <h1>Your profile</h1>
      {FIELDS.map(({ key, label }) => (
        <p key={key}>
          <label htmlFor={key}>{label}</label>
          <input
            id={key}
            value={form[key]}
            onChange={(event) => setForm({ ...form, [key]: event.target.value })}
          />
        </p>
      ))}
      <button type="submit">Save</button>
    </form>
  );
}
