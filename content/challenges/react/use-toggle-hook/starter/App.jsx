import { useState } from 'react';

// Return [value, toggle]: toggle() flips the value, toggle(true/false) sets it.
function useToggle(initialValue = false) {
  return [initialValue, () => {}];
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
