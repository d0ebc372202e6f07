// Plausible mistake: autocomplete hints are added, but "confirm-password" is not a token browsers know (a repeated new password is "new-password" again).
import { useState } from 'react';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate({ email, password, confirm }) {
  const errors = {};
  if (email.trim() === '') errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'Enter a valid email address';
  if (password.length < 8) errors.password = 'Password must be at least 8 characters';
  if (confirm !== password) errors.confirm = 'Passwords do not match';
  return errors;
}

function Field({ name, label, type, autoComplete, value, error, onChange }) {
  const errorId = `${name}-error`;
  return (
    <>
      <label>
        {label}
        <input
          type={type}
          name={name}
          autoComplete={autoComplete}
          value={value}
          onChange={onChange}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
      {error && (
        <p className="error" id={errorId}>
          {error}
        </p>
      )}
    </>
  );
}

function App() {
  const [values, setValues] = useState({ email: '', password: '', confirm: '' });
  const [submitted, setSubmitted] = useState(false);
  const [welcome, setWelcome] = useState(null);

  // Errors are derived from the values, so they follow every keystroke once shown.
  const errors = submitted ? validate(values) : {};

  const handleChange = (event) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const handleSubmit = (event) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validate(values)).length === 0) setWelcome(values.email.trim());
  };

  if (welcome) return <p>Welcome, {welcome}!</p>;

  return (
    <form className="signup" noValidate onSubmit={handleSubmit}>
      <Field
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={handleChange}
      />
      <Field
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onChange={handleChange}
      />
      <Field
        name="confirm"
        label="Confirm password"
        type="password"
        autoComplete="confirm-password"
        value={values.confirm}
        error={errors.confirm}
        onChange={handleChange}
      />
      <button type="submit">Create account</button>
    </form>
  );
}
