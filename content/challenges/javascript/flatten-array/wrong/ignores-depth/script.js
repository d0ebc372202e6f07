// Plausible mistake: forgets to pass depth down, so every level is always flattened.
function flatten(array, depth = Infinity) {
  const result = [];
  for (const item of array) {
    if (Array.isArray(item) && depth > 0) {
      result.push(...flatten(item));
    } else {
      result.push(item);
    }
  }
  return result;
}
