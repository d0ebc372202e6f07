// Plausible mistake: the arrow keys stop at the first and last tab instead of wrapping around.
const tabList = document.querySelector('[role="tablist"]');
const tabs = [...tabList.querySelectorAll('[role="tab"]')];

function selectTab(tab) {
  for (const other of tabs) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    document.getElementById(other.getAttribute('aria-controls')).hidden = !selected;
  }
}

tabList.addEventListener('click', (event) => {
  const tab = event.target.closest('[role="tab"]');
  if (tab) selectTab(tab);
});

tabList.addEventListener('keydown', (event) => {
  const current = tabs.indexOf(document.activeElement);
  let next;
  if (event.key === 'ArrowRight') next = Math.min(current + 1, tabs.length - 1);
  else if (event.key === 'ArrowLeft') next = Math.max(current - 1, 0);
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = tabs.length - 1;
  else return;
  event.preventDefault();
  selectTab(tabs[next]);
  tabs[next].focus();
});
