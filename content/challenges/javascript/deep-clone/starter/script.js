function deepClone(value) {
  // 1. Return primitives and functions as they are.
  // 2. Dates: new Date(value.getTime()).
  // 3. Arrays and objects: make a new one and deepClone every item / property into it.
  // 4. Cycles: remember originals you have already copied (a Map) and reuse their copies.
  return value;
}
