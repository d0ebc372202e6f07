// Plausible mistake: a JSON round trip turns dates into strings, drops functions, and throws on cycles.
function deepClone(value) {
  if (value === undefined) return undefined;
  return JSON.parse(JSON.stringify(value));
}
