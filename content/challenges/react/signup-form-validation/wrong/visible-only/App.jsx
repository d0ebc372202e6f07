// Overfit: an email only needs an "@" and a dot somewhere, so "grace.hopper@navy" passes.
import { useState } from 'react';

function validate({ email, password, confirm }) {
  const errors = {};
  if (email.trim() === '') errors.email = 'Email is required';
  else if (!email.includes('@') || !email.includes('.')) errors.email = 'Enter a valid email address';
  if (password.length < 8) errors.password = 'Password must be at least 8 characters';
  if (confirm !== password) errors.confirm = 'Passwords do not match';
  return errors;
}

function Field({ name, label, type, value, error, onChange }) {
  const errorId = `${name}-error`;
  return (
    <>
      <label>
        {label}
        <input
          type={type}
          name={name}
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
        value={values.email}
        error={errors.email}
        onChange={handleChange}
      />
      <Field
        name="password"
        label="Password"
        type="password"
        value={values.password}
        error={errors.password}
        onChange={handleChange}
      />
      <Field
        name="confirm"
        label="Confirm password"
        type="password"
        value={values.confirm}
        error={errors.confirm}
        onChange={handleChange}
      />
      <button type="submit">Create account</button>
    </form>
  );
}
