import { useState } from 'react';

const LOCATIONS = [
  { country: 'Germany', cities: ['Berlin', 'Hamburg', 'Munich'] },
  { country: 'Japan', cities: ['Osaka', 'Tokyo', 'Kyoto'] },
  { country: 'Brazil', cities: ['Recife', 'Rio de Janeiro', 'São Paulo'] },
];

function LocationPicker({ locations }) {
  // Keep the chosen country and city in state and fill the City select from the chosen country.
  return (
    <div className="picker">
      <label htmlFor="country">Country</label>
      <select id="country">
        <option value="">Choose a country</option>
      </select>
      <label htmlFor="city">City</label>
      <select id="city">
        <option value="">Choose a city</option>
      </select>
    </div>
  );
}

function App() {
  return <LocationPicker locations={LOCATIONS} />;
}
