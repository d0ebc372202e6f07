import { useState } from 'react';

// Plausible mistake: sets the count to 1 instead of adding 1.
function App() {
  const [count, setCount] = useState(0);
  return (
    <div className="counter">
      <p>Count: {count}</p>
      <button type="button" onClick={() => setCount(1)}>
        Increment
      </button>
      <button type="button" onClick={() => setCount(0)}>
        Reset
      </button>
    </div>
  );
}
