function chunk(array, size) {
  // Build and return a new array of arrays, each holding at most `size` items.
}

// Try it: console.log(chunk([1, 2, 3, 4, 5], 2));
