import { useState } from 'react';

const KM_PER_MILE = 1.609344;

// Receives label, value and onChange from its parent; keeps no state of its own.
function DistanceInput({ label }) {
  return (
    <label>
      {label}
      <input type="text" inputMode="decimal" />
    </label>
  );
}

function App() {
  // Lift the state up here and pass value and onChange down to both inputs.
  return (
    <div className="converter">
      <DistanceInput label="Kilometres" />
      <DistanceInput label="Miles" />
    </div>
  );
}
