// Plausible mistake: checks `if (cache[key])`, so results like 0 or undefined are computed again.
function memoize(fn) {
  const cache = {};
  return (...args) => {
    const key = JSON.stringify(args);
    if (!cache[key]) {
      cache[key] = fn(...args);
    }
    return cache[key];
  };
}
