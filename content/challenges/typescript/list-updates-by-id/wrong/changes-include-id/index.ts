type HasId = { id: number };

function findById<T extends HasId>(items: readonly T[], id: number): T | undefined {
  return items.find((item) => item.id === id);
}

function upsertById<T extends HasId>(items: readonly T[], item: T): T[] {
  if (items.some((existing) => existing.id === item.id)) {
    return items.map((existing) => (existing.id === item.id ? item : existing));
  }
  return [...items, item];
}

function updateById<T extends HasId>(items: readonly T[], id: number, changes: Partial<T>): T[] {
  return items.map((item) => (item.id === id ? { ...item, ...changes } : item));
}

function removeById<T extends HasId>(items: readonly T[], id: number): T[] {
  return items.filter((item) => item.id !== id);
}
