import { useEffect, useRef, useState } from 'react';

const AVATAR =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%231f4fa3'/%3E%3Ccircle cx='16' cy='13' r='6' fill='%23fff'/%3E%3Cpath d='M5 27a11 9 0 0 1 22 0' fill='%23fff'/%3E%3C/svg%3E";
const ACTIONS = ['Profile', 'Settings', 'Sign out'];

function AccountMenu({ onSelect }) {
  // Keep whether the menu is open in state, show the list while it is, and close it on Escape,
  // on a press outside the menu and after an action was chosen.
  return (
    <div className="account-menu">
      <button type="button">
        <img src={AVATAR} width="28" height="28" />
        Account
      </button>
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
