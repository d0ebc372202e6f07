/** A short, readable rendering of any value for console lines and failure messages. */
export function formatValue(value: unknown, depth = 0): string {
  if (typeof value === 'string') return depth === 0 ? value : JSON.stringify(value);
  if (value === undefined) return 'undefined';
  if (value === null || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'function') return `[Function ${value.name || 'anonymous'}]`;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof Element !== 'undefined' && value instanceof Element) {
    return `<${value.tagName.toLowerCase()}${value.id ? `#${value.id}` : ''}>`;
  }
  if (depth > 2) return Array.isArray(value) ? '[…]' : '{…}';
  if (Array.isArray(value)) {
    const items = value.slice(0, 20).map((item) => formatValue(item, depth + 1));
    return `[${items.join(', ')}${value.length > 20 ? ', …' : ''}]`;
  }
  if (value instanceof Map) return `Map(${value.size})`;
  if (value instanceof Set) return `Set(${value.size})`;
  const entries = Object.entries(value as Record<string, unknown>).slice(0, 20);
  return `{${entries.map(([key, item]) => `${key}: ${formatValue(item, depth + 1)}`).join(', ')}}`;
}

/** Failure messages quote strings so 'expected "1", got 1' is unambiguous. */
export const quote = (value: unknown) => formatValue(value, 1);
