function flatten(array, depth = Infinity) {
  // For each item: if it is an array (Array.isArray) and depth > 0, add its flattened items;
  // otherwise add the item itself.
}

// Try it: console.log(flatten([1, [2, [3, [4]]]], 1));
