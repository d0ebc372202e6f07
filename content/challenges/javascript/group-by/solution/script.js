function groupBy(items, key) {
  const groupOf = typeof key === 'function' ? key : (item) => item[key];
  const groups = {};
  for (const item of items) {
    const group = groupOf(item);
    if (!Object.hasOwn(groups, group)) groups[group] = [];
    groups[group].push(item);
  }
  return groups;
}
