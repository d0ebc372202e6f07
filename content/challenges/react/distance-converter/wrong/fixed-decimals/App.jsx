// Plausible mistake: toFixed(3) keeps trailing zeros, so 1.609344 km shows "1.000" miles.
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
  const number = Number(text);
  if (Number.isNaN(number)) return '';
  return (number * factor).toFixed(3);
}

function App() {
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
