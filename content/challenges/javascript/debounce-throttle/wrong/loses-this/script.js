// Plausible mistake: arrow functions and fn(...args), so fn is called without the caller's `this`.
function debounce(fn, wait) {
  let timer;
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), wait);
  };
}

function throttle(fn, wait) {
  let lastRun = -Infinity;
  return (...args) => {
    const now = Date.now();
    if (now - lastRun < wait) return;
    lastRun = now;
    fn(...args);
  };
}

const searchInput = document.getElementById('search');
const searchStatus = document.getElementById('search-status');

function showSearch() {
  searchStatus.textContent = `Searching for: ${searchInput.value}`;
}

searchInput.addEventListener('input', debounce(showSearch, 300));
