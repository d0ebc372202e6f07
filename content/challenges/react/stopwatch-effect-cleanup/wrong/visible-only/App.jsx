// Overfit: forgets "% 10" for the decimal, so after one second the timer reads 1.10, 1.11, …
import { useEffect, useState } from 'react';

function App() {
  const [tenths, setTenths] = useState(0);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (!running) return undefined;
    const id = setInterval(() => setTenths((t) => t + 1), 100);
    // Runs when running changes and when App leaves the page.
    return () => clearInterval(id);
  }, [running]);

  const reset = () => {
    setRunning(false);
    setTenths(0);
  };

  return (
    <div className="stopwatch">
      <p role="timer">
        {Math.floor(tenths / 10)}.{tenths}
      </p>
      <button type="button" onClick={() => setRunning((isRunning) => !isRunning)}>
        {running ? 'Stop' : 'Start'}
      </button>
      <button type="button" onClick={reset}>
        Reset
      </button>
    </div>
  );
}
