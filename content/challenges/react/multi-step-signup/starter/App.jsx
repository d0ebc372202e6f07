import { useEffect, useRef, useState } from 'react';

const STEPS = ['Account', 'Plan', 'Review'];
const PLANS = ['Free', 'Pro', 'Team'];

function App() {
  // Keep the current step and every answer here, and render one step at a time.
  const step = 0;

  return (
    <div className="wizard">
      <ol aria-label="Progress">
        {STEPS.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ol>
      <h2>
        Step {step + 1} of {STEPS.length}: {STEPS[step]}
      </h2>
      <form noValidate>
        <label>
          Name
          <input type="text" />
        </label>
        <label>
          Email
          <input type="email" />
        </label>
        <button type="submit">Next</button>
      </form>
    </div>
  );
}
