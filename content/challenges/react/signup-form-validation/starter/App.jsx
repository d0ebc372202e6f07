import { useState } from 'react';

// Return an object with a message for every invalid field, e.g. { email: 'Email is required' }.
function validate(values) {
  return {};
}

function App() {
  // Keep the three values in state, validate on submit and show the messages.
  return (
    <form className="signup" noValidate>
      <label>
        Email
        <input type="email" />
      </label>
      <label>
        Password
        <input type="password" />
      </label>
      <label>
        Confirm password
        <input type="password" />
      </label>
      <button type="submit">Create account</button>
    </form>
  );
}
