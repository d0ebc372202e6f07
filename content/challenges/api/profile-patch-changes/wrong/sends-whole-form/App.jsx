import { useEffect, useState } from 'react';

const FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'headline', label: 'Headline' },
  { key: 'city', label: 'City' },
];

/** The fields of `form` that differ from `saved`: what the PATCH has to send. */
function changesBetween(saved, form) {
  const changes = {};
  for (const { key } of FIELDS) {
    if (form[key] !== saved[key]) changes[key] = form[key];
  }
  return changes;
}

export default function App() {
  // `saved` is the profile as the server has it; `form` is what the fields show.
  const [saved, setSaved] = useState(null);
  const [form, setForm] = useState(null);
  const [status, setStatus] = useState('editing'); // editing | saving | saved | failed

  useEffect(() => {
    fetch('/api/profile')
      .then((response) => response.json())
      .then((profile) => {
        setSaved(profile);
        setForm(profile);
      });
  }, []);

  if (!form) return <p>Loading…</p>;

  const changes = changesBetween(saved, form);
  const changed = Object.keys(changes).length > 0;

  async function save(event) {
    event.preventDefault();
    setStatus('saving');
    try {
      const response = await fetch('/api/profile', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(form),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      // The server's answer is the new saved profile: later changes are measured against it.
      const profile = await response.json();
      setSaved(profile);
      setForm(profile);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
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
            onChange={(event) => {
              setForm({ ...form, [key]: event.target.value });
              setStatus('editing');
            }}
          />
        </p>
      ))}
      {status === 'saved' && <p role="status">Saved.</p>}
      {status === 'failed' && <p role="alert">Could not save your changes.</p>}
      <button type="submit" disabled={!changed || status === 'saving'}>
        {status === 'saving' ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
