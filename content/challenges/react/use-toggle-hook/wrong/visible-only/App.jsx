// Overfit: only no argument or an event object flips; any other argument is stored as the value.
import { useCallback, useState } from 'react';

function useToggle(initialValue = false) {
  const [value, setValue] = useState(initialValue);
  // Stable across renders; no argument or a click event means "flip".
  const toggle = useCallback((next) => {
    setValue((current) => (next === undefined || typeof next === 'object' ? !current : next));
  }, []);
  return [value, toggle];
}

function App() {
  const [notifications, toggleNotifications] = useToggle(true);
  const [detailsShown, toggleDetails] = useToggle();

  const reset = () => {
    toggleNotifications(true);
    toggleDetails(false);
  };

  return (
    <div className="settings">
      <button type="button" aria-pressed={notifications} onClick={toggleNotifications}>
        Notifications
      </button>
      <button type="button" aria-expanded={detailsShown} onClick={toggleDetails}>
        {detailsShown ? 'Hide details' : 'Show details'}
      </button>
      {detailsShown && <p>Details: we send at most one email a week.</p>}
      <button type="button" onClick={reset}>
        Reset
      </button>
    </div>
  );
}
