// Overfit to the visible tests: they never run two debounced functions at the same time, so one
// timer shared by every debounced function goes unnoticed; a call to one cancels the other.
let timer;

function debounce(fn, wait) {
  return function (...args) {
    clearTimeout(timer);
    timer = setTimeout(() => fn.apply(this, args), wait);
  };
}

function throttle(fn, wait) {
  let lastRun = -Infinity;
  return function (...args) {
    const now = Date.now();
    if (now - lastRun < wait) return;
    lastRun = now;
    fn.apply(this, args);
  };
}

const searchInput = document.getElementById('search');
const searchStatus = document.getElementById('search-status');

function showSearch() {
  searchStatus.textContent = `Searching for: ${searchInput.value}`;
}

searchInput.addEventListener('input', debounce(showSearch, 300));
