// Plausible mistake: the interval is cleared by the buttons only, so it keeps running after App is removed.
import { useRef, useState } from 'react';

function App() {
  const [tenths, setTenths] = useState(0);
  const [running, setRunning] = useState(false);
  const intervalId = useRef(null);

  const stop = () => {
    clearInterval(intervalId.current);
    setRunning(false);
  };

  const toggle = () => {
    if (running) {
      stop();
    } else {
      intervalId.current = setInterval(() => setTenths((t) => t + 1), 100);
      setRunning(true);
    }
  };

  const reset = () => {
    stop();
    setTenths(0);
  };

  return (
    <div className="stopwatch">
      <p role="timer">{(tenths / 10).toFixed(1)}</p>
      <button type="button" onClick={toggle}>
        {running ? 'Stop' : 'Start'}
      </button>
      <button type="button" onClick={reset}>
        Reset
      </button>
    </div>
  );
}
