import { useState } from 'react';

function App() {
  // Keep the name in state, show it in the input and use it in the greeting.
  return (
    <div className="greeting">
      <label>
        Your name
        <input type="text" />
      </label>
      <p>Hello, stranger!</p>
      <button type="button">Clear</button>
    </div>
  );
}
