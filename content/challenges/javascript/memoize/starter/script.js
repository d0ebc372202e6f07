function memoize(fn) {
  // Create the cache here, then return a function that uses it:
  // return (...args) => { ... };
}
