import { useState } from 'react';

const LOCATIONS = [
  { country: 'Germany', cities: ['Berlin', 'Hamburg', 'Munich'] },
  { country: 'Japan', cities: ['Osaka', 'Tokyo', 'Kyoto'] },
  { country: 'Brazil', cities: ['Recife', 'Rio de Janeiro', 'São Paulo'] },
];

function LocationPicker({ locations }) {
  const [country, setCountry] = useState('');
  const [city, setCity] = useState('');

  // The city options are derived from the chosen country, not stored in state.
  const cities = locations.find((location) => location.country === country)?.cities ?? [];

  const changeCountry = (event) => {
    setCountry(event.target.value);
    // A city of the previous country makes no sense any more.
    setCity('');
  };

  return (
    <div className="picker">
      <label htmlFor="country">Country</label>
      <select id="country" value={country} onChange={changeCountry}>
        <option value="">Choose a country</option>
        {locations.map((location) => (
          <option key={location.country} value={location.country}>
            {location.country}
          </option>
        ))}
      </select>
      <label htmlFor="city">City</label>
      <select
        id="city"
        value={city}
        disabled={country === ''}
        onChange={(event) => setCity(event.target.value)}
      >
        <option value="">Choose a city</option>
        {cities.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      {country && city && (
        <p className="summary">
          Shipping to {city}, {country}
        </p>
      )}
    </div>
  );
}

function App() {
  return <LocationPicker locations={LOCATIONS} />;
}
