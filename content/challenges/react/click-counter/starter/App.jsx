import { useState } from 'react';

function App() {
  // Keep the count in state and update it from the buttons.
  return (
    <div className="counter">
      <p>Count: 0</p>
      <button type="button">Increment</button>
      <button type="button">Reset</button>
    </div>
  );
}
