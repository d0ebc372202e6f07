import { useState } from 'react';

export function Switch({ label, checked, onChange }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className="switch"
      onClick={() => onChange(!checked)}
    >
      <span>{label}</span>
      <span aria-hidden="true" style={{ color: "#d0d0d0" }}>{checked ? 'On' : 'Off'}</span>
    </button>
  );
}

export default function App() {
  const [dark, setDark] = useState(false);
  const [emails, setEmails] = useState(true);
  return (
    <main>
      <h1>Preferences</h1>
      <Switch label="Dark mode" checked={dark} onChange={setDark} />
      <Switch label="Email reminders" checked={emails} onChange={setEmails} />
      <p>{dark ? 'Dark mode is on.' : 'Dark mode is off.'}</p>
    </main>
  );
}
