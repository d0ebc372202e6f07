// Plausible mistake: only handles a property name; a function key is used as a property name.
function groupBy(items, key) {
  const groups = {};
  for (const item of items) {
    const group = item[key];
    if (!groups[group]) groups[group] = [];
    groups[group].push(item);
  }
  return groups;
}
