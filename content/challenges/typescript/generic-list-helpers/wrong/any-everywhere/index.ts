function first<T>(items: readonly T[]): T | undefined {
  return items[0];
}

function last<T>(items: readonly T[]): T | undefined {
  return items[items.length - 1];
}

function pluck<T>(items: readonly T[], key: string): any[] {
  return items.map((item) => (item as any)[key]);
}
