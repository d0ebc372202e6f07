// Plausible mistake: caches by the first argument only, so add(1, 3) returns add(1, 2)'s result.
function memoize(fn) {
  const cache = new Map();
  return (...args) => {
    const key = args[0];
    if (!cache.has(key)) {
      cache.set(key, fn(...args));
    }
    return cache.get(key);
  };
}
