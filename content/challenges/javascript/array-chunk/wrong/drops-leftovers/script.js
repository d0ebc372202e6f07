// Plausible mistake: the loop stops before a partial chunk, so leftover items are lost.
function chunk(array, size) {
  if (size < 1) return [];
  const chunks = [];
  for (let start = 0; start + size <= array.length; start += size) {
    chunks.push(array.slice(start, start + size));
  }
  return chunks;
}
