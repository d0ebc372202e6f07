const tabList = document.querySelector('.tab-list');
const tabs = [...tabList.querySelectorAll('button')];

// 1. Give the tablist, tabs and panels their roles and attributes (here or in index.html).
// 2. Write selectTab(tab): update aria-selected, tabindex and the panels' hidden attribute.
// 3. Select a tab on click, and on ArrowRight / ArrowLeft / Home / End (keydown).
