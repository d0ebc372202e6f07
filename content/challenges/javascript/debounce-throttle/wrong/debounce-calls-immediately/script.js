// Plausible mistake: "debounce" runs fn on the first call and ignores the rest (that is a throttle).
function debounce(fn, wait) {
  let timer = null;
  return function (...args) {
    if (timer === null) fn.apply(this, args);
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
    }, wait);
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
