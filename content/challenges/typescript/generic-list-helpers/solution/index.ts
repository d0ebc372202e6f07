function first<T>(items: readonly T[]): T | undefined {
  return items[0];
}

function last<T>(items: readonly T[]): T | undefined {
  return items[items.length - 1];
}

function pluck<T, K extends keyof T>(items: readonly T[], key: K): T[K][] {
  return items.map((item) => item[key]);
}
