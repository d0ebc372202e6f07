type HasId = { id: number };

function findById(items: readonly HasId[], id: number): HasId | undefined {
  return items.find((item) => item.id === id);
}

function upsertById(items: readonly HasId[], item: HasId): HasId[] {
  if (items.some((existing) => existing.id === item.id)) {
    return items.map((existing) => (existing.id === item.id ? item : existing));
  }
  return [...items, item];
}

function updateById(items: readonly HasId[], id: number, changes: Partial<HasId>): HasId[] {
  return items.map((item) => (item.id === id ? { ...item, ...changes, id: item.id } : item));
}

function removeById(items: readonly HasId[], id: number): HasId[] {
  return items.filter((item) => item.id !== id);
}
