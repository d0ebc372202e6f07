type HasId = { id: number };

// Replace each `any` with a type parameter constrained to HasId.
function findById(items: any[], id: number): any {
  return items.find((item) => item.id === id);
}

function upsertById(items: any[], item: any): any[] {
  return [...items, item];
}

function updateById(items: any[], id: number, changes: any): any[] {
  return [...items];
}

function removeById(items: any[], id: number): any[] {
  return items.filter((item) => item.id !== id);
}
