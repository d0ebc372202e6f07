import { useEffect, useState } from 'react';

function App() {
  const [tenths, setTenths] = useState(0);
  const [running, setRunning] = useState(false);

  // Start an interval in an effect while running, and clear it in the effect's cleanup.

  return (
    <div className="stopwatch">
      <p role="timer">{(tenths / 10).toFixed(1)}</p>
      <button type="button">Start</button>
      <button type="button">Reset</button>
    </div>
  );
}
