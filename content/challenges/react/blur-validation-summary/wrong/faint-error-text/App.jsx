// Plausible mistake: a light red for the messages and summary looks softer, but the text is
// too faint to read against the white background.
import { useEffect, useRef, useState } from 'react';

const FIELDS = [
  { name: 'name', label: 'Full name', type: 'text' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'postcode', label: 'Postcode', type: 'text' },
];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate({ name, email, postcode }) {
  const errors = {};
  if (name.trim() === '') errors.name = 'Enter your full name';
  if (email.trim() === '') errors.email = 'Enter your email address';
  else if (!EMAIL_PATTERN.test(email.trim()))
    errors.email = 'Enter an email address like name@example.com';
  if (!/^\d{5}$/.test(postcode.trim())) errors.postcode = 'Enter a 5-digit postcode';
  return errors;
}

function App() {
  const [values, setValues] = useState({ name: '', email: '', postcode: '' });
  const [touched, setTouched] = useState({});
  const [submitCount, setSubmitCount] = useState(0);
  const [thanks, setThanks] = useState(null);
  const summaryRef = useRef(null);

  // Always derived from the values: a touched field's message follows every keystroke.
  const errors = validate(values);
  const problems = FIELDS.filter((field) => errors[field.name]);

  // After each submit that found problems, move the focus to the summary.
  useEffect(() => {
    if (submitCount > 0) summaryRef.current?.focus();
  }, [submitCount]);

  const handleChange = (event) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const handleBlur = (event) => {
    const { name } = event.target;
    setTouched((current) => ({ ...current, [name]: true }));
  };

  const handleSubmit = (event) => {
    event.preventDefault();
    if (problems.length === 0) {
      setThanks(values.name.trim());
      return;
    }
    setTouched({ name: true, email: true, postcode: true });
    setSubmitCount((count) => count + 1);
  };

  const focusField = (event, name) => {
    event.preventDefault();
    document.getElementById(name).focus();
  };

  if (thanks) return <p>Thanks, {thanks}! Your order is on its way.</p>;

  return (
    <form className="delivery" noValidate onSubmit={handleSubmit}>
      {submitCount > 0 && problems.length > 0 && (
        <section
          ref={summaryRef}
          className="error-summary"
          tabIndex={-1}
          aria-labelledby="error-summary-title"
        >
          <h2 id="error-summary-title">
            {problems.length === 1 ? 'There is 1 problem' : `There are ${problems.length} problems`}
          </h2>
          <ul>
            {problems.map((field) => (
              <li key={field.name}>
                <a href={`#${field.name}`} onClick={(event) => focusField(event, field.name)}>
                  {errors[field.name]}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {FIELDS.map((field) => {
        const error = touched[field.name] ? errors[field.name] : undefined;
        const errorId = `${field.name}-error`;
        return (
          <div key={field.name}>
            <label htmlFor={field.name}>{field.label}</label>
            <input
              id={field.name}
              name={field.name}
              type={field.type}
              value={values[field.name]}
              onChange={handleChange}
              onBlur={handleBlur}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error && (
              <p className="error" id={errorId} style={{ color: '#f28b82' }}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit">Continue to payment</button>
    </form>
  );
}
