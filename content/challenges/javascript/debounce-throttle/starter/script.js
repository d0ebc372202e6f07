function debounce(fn, wait) {
  // Keep a timer id in this closure; return a function that restarts the timer on every call.
}

function throttle(fn, wait) {
  // Remember when fn last ran; return a function that only runs fn if `wait` ms have passed.
}

const searchInput = document.getElementById('search');
const searchStatus = document.getElementById('search-status');

function showSearch() {
  searchStatus.textContent = `Searching for: ${searchInput.value}`;
}

// This runs on every key press. Wrap showSearch with your debounce (300 ms) instead.
searchInput.addEventListener('input', showSearch);
