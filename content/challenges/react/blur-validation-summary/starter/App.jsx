import { useEffect, useRef, useState } from 'react';

const FIELDS = [
  { name: 'name', label: 'Full name', type: 'text' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'postcode', label: 'Postcode', type: 'text' },
];

function App() {
  const [values, setValues] = useState({ name: '', email: '', postcode: '' });

  const handleChange = (event) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  // Validate the fields, remember which ones were left (blur), show the messages and the summary.
  return (
    <form className="delivery" noValidate>
      {FIELDS.map((field) => (
        <div key={field.name}>
          <label htmlFor={field.name}>{field.label}</label>
          <input
            id={field.name}
            name={field.name}
            type={field.type}
            value={values[field.name]}
            onChange={handleChange}
          />
        </div>
      ))}
      <button type="submit">Continue to payment</button>
    </form>
  );
}
