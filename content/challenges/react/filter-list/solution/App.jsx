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
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const matches = CITIES.filter((city) => city.toLowerCase().includes(needle));

  return (
    <div className="search">
      <label>
        Search cities
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      {matches.length === 0 ? (
        <p>No cities found</p>
      ) : (
        <>
          <p>
            Showing {matches.length} of {CITIES.length} cities
          </p>
          <ul>
            {matches.map((city) => (
              <li key={city}>{city}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
