// Plausible mistake: the tabs sit in <li> items of a <ul role="tablist">; the role takes the list away, so the items belong to no list and the tablist holds list items instead of tabs.
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
    const last = tabs.length - 1;
    const targets = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    selectAt(targets[event.key]);
  };

  return (
    <div className="tabs">
      <ul role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selectedId;
          return (
            <li key={tab.id}>
              <button
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
            </li>
          );
        })}
      </ul>
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
