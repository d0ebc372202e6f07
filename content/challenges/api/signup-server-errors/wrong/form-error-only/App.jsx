import { useState } from 'react';

function Field({ id, label, type = 'text', value, onChange, error }) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && <p id={errorId}>{error}</p>}
    </div>
  );
}

export default function App() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState({});
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event) {
    event.preventDefault();
    setSending(true);
    setFailed(false);
    try {
      const response = await fetch('/api/signups', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, email }),
      });
      if (response.status === 201) {
        setDone(true);
      } else if (response.status === 422) {
        setErrors((await response.json()).errors ?? {});
      } else {
        throw new Error(`HTTP ${response.status}`);
      }
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  if (done) return <p>Thanks for signing up!</p>;
  return (
    <form onSubmit={submit} noValidate>
      <Field id="name" label="Name" value={name} onChange={setName} error={errors.name} />
      <Field id="email" label="Email" type="email" value={email} onChange={setEmail} error={errors.email} />
      {failed && <p role="alert">Something went wrong. Please try again.</p>}
      <button type="submit" disabled={sending}>
        {sending ? 'Signing up…' : 'Sign up'}
      </button>
    </form>
  );
}
