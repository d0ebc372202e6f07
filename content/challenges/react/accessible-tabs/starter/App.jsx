import { useRef, useState } from 'react';

const TABS = [
  { id: 'html', label: 'HTML', content: 'HTML gives a page its structure and meaning.' },
  { id: 'css', label: 'CSS', content: 'CSS decides how that structure looks on every screen.' },
  { id: 'js', label: 'JavaScript', content: 'JavaScript makes the page respond to people.' },
];

function Tabs({ label, tabs }) {
  // Keep the selected tab in state, add the ARIA roles and attributes, and handle the arrow keys.
  return (
    <div className="tabs">
      <div>
        {tabs.map((tab) => (
          <button key={tab.id} type="button">
            {tab.label}
          </button>
        ))}
      </div>
      <div>{tabs[0].content}</div>
    </div>
  );
}

function App() {
  return <Tabs label="Course topics" tabs={TABS} />;
}
