function groupBy(items, key) {
  // Start with an empty object, then put every item into the array for its group.
}

// Try it: console.log(groupBy(['apple', 'avocado', 'banana'], (word) => word[0]));
