// Plausible mistake: toggle always flips, so toggle(true) on a value that is already true turns it off.
import { useState } from 'react';

function useToggle(initialValue = false) {
  const [value, setValue] = useState(initialValue);
  const toggle = () => setValue((current) => !current);
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
