// Plausible mistake: the avatar <img> has no alt attribute, so screen readers may read its file name.
import { useEffect, useRef, useState } from 'react';

const AVATAR =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%231f4fa3'/%3E%3Ccircle cx='16' cy='13' r='6' fill='%23fff'/%3E%3Cpath d='M5 27a11 9 0 0 1 22 0' fill='%23fff'/%3E%3C/svg%3E";
const ACTIONS = ['Profile', 'Settings', 'Sign out'];

function AccountMenu({ onSelect }) {
  const [open, setOpen] = useState(false);
  const menuRef = useRef(null);
  const buttonRef = useRef(null);

  // While the menu is open, a press anywhere outside it (button and list) closes it.
  useEffect(() => {
    if (!open) return undefined;
    const closeIfOutside = (event) => {
      if (!menuRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', closeIfOutside);
    return () => document.removeEventListener('mousedown', closeIfOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current.focus();
  };

  // Escape pressed on the button or on any item bubbles up to the wrapper.
  const handleKeyDown = (event) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const choose = (action) => {
    onSelect(action);
    close();
  };

  return (
    <div className="account-menu" ref={menuRef} onKeyDown={handleKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="account-menu-list"
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <img src={AVATAR} width="28" height="28" />
        Account
      </button>
      {open && (
        <ul id="account-menu-list">
          {ACTIONS.map((action) => (
            <li key={action}>
              <button type="button" onClick={() => choose(action)}>
                {action}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function App() {
  const [lastAction, setLastAction] = useState('none');
  return (
    <div className="page">
      <header className="topbar">
        <span className="brand">Launchpad</span>
        <AccountMenu onSelect={setLastAction} />
      </header>
      <main>
        <h1>Dashboard</h1>
        <p>Last action: {lastAction}</p>
      </main>
    </div>
  );
}
