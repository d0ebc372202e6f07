// Plausible mistake: a spread copies only the top level; nested objects and arrays stay shared.
function deepClone(value) {
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Date) return new Date(value.getTime());
  return Array.isArray(value) ? [...value] : { ...value };
}
