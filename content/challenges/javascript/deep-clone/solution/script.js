function deepClone(value, copies = new Map()) {
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Date) return new Date(value.getTime());
  if (copies.has(value)) return copies.get(value);

  const copy = Array.isArray(value) ? [] : {};
  // Remember the copy before filling it, so a cycle back to `value` finds it.
  copies.set(value, copy);
  for (const key of Object.keys(value)) {
    copy[key] = deepClone(value[key], copies);
  }
  return copy;
}
