/**
 * A short, readable rendering of any value for console lines and failure messages.
 *
 * The value is often the learner's (in the grader, a proxy whose every read learner code
 * answers), so it is read without calling anything of its own: no `toString`, `valueOf`,
 * `Symbol.toPrimitive`, iterator or getter (a getter shows as `[getter]`), only own data
 * properties, read once, and the built-ins' brand checks, captured as this module loads. Whatever
 * the value does while it is read (a proxy that throws), the rendering is text, never an error.
 */
const { apply, getOwnPropertyDescriptor, getPrototypeOf, ownKeys } = Reflect;
const isArray = Array.isArray;
const symbolToString = Symbol.prototype.toString;
const mapSize = getOwnPropertyDescriptor(Map.prototype, 'size')!.get!;
const setSize = getOwnPropertyDescriptor(Set.prototype, 'size')!.get!;
const errorPrototype = Error.prototype;
const hasDom = typeof Element !== 'undefined';
const elementTagName = hasDom ? getOwnPropertyDescriptor(Element.prototype, 'tagName')!.get! : 0;
const elementId = hasDom ? getOwnPropertyDescriptor(Element.prototype, 'id')!.get! : 0;

const NONE = Symbol('none');
/** A built-in getter's answer on `value`, or NONE when `value` is not what it reads. */
function brand(getter: unknown, value: object): unknown {
  if (typeof getter !== 'function') return NONE;
  try {
    return apply(getter as () => unknown, value, []);
  } catch {
    return NONE;
  }
}

/** An own data property, read once (undefined for a getter or none). */
function own(value: object, key: string): unknown {
  const descriptor = getOwnPropertyDescriptor(value, key);
  return descriptor && 'value' in descriptor ? descriptor.value : undefined;
}

/** A data property on the object or its prototypes (an error's `name`), as text. */
function textOnChain(value: object, key: string): string | undefined {
  let current: object | null = value;
  for (let depth = 0; current !== null && depth < 20; depth += 1) {
    const descriptor = getOwnPropertyDescriptor(current, key);
    if (descriptor)
      return 'value' in descriptor && typeof descriptor.value === 'string'
        ? descriptor.value
        : undefined;
    current = getPrototypeOf(current) as object | null;
  }
  return undefined;
}

function isError(value: object): boolean {
  let current = getPrototypeOf(value) as object | null;
  for (let depth = 0; current !== null && depth < 20; depth += 1) {
    if (current === errorPrototype) return true;
    current = getPrototypeOf(current) as object | null;
  }
  return false;
}

function formatObject(value: object, depth: number): string {
  if (typeof value === 'function') {
    const name = own(value, 'name');
    return `[Function ${typeof name === 'string' && name ? name : 'anonymous'}]`;
  }
  if (isError(value)) {
    const message = own(value, 'message');
    return `${textOnChain(value, 'name') ?? 'Error'}: ${typeof message === 'string' ? message : ''}`;
  }
  const tag = brand(elementTagName, value);
  if (tag !== NONE) {
    const id = brand(elementId, value);
    return `<${String(tag).toLowerCase()}${typeof id === 'string' && id ? `#${id}` : ''}>`;
  }
  if (depth > 2) return isArray(value) ? '[…]' : '{…}';
  if (isArray(value)) {
    const length = own(value, 'length');
    const count = typeof length === 'number' ? length : 0;
    const items: string[] = [];
    for (let i = 0; i < Math.min(count, 20); i += 1) {
      const descriptor = getOwnPropertyDescriptor(value, String(i));
      items[i] =
        descriptor && !('value' in descriptor)
          ? '[getter]'
          : formatValue(descriptor?.value, depth + 1);
    }
    return `[${items.join(', ')}${count > 20 ? ', …' : ''}]`;
  }
  const mapCount = brand(mapSize, value);
  if (mapCount !== NONE) return `Map(${String(mapCount)})`;
  const setCount = brand(setSize, value);
  if (setCount !== NONE) return `Set(${String(setCount)})`;
  const entries: string[] = [];
  for (const key of ownKeys(value)) {
    if (entries.length === 20) break;
    if (typeof key !== 'string') continue;
    const descriptor = getOwnPropertyDescriptor(value, key);
    if (!descriptor?.enumerable) continue;
    const shown = 'value' in descriptor ? formatValue(descriptor.value, depth + 1) : '[getter]';
    entries[entries.length] = `${key}: ${shown}`;
  }
  return `{${entries.join(', ')}}`;
}

export function formatValue(value: unknown, depth = 0): string {
  if (typeof value === 'string') return depth === 0 ? value : JSON.stringify(value);
  if (value === undefined) return 'undefined';
  if (value === null || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return apply(symbolToString, value, []) as string;
  try {
    return formatObject(value as object, depth);
  } catch {
    return '[a value that could not be shown]';
  }
}

/** Failure messages quote strings so 'expected "1", got 1' is unambiguous. */
export const quote = (value: unknown) => formatValue(value, 1);

/**
 * Why a test failed, from what it threw: an error's own message when it is text (the runner's
 * and the assertions' errors say only that), else the thrown value rendered as above. Never
 * throws, whatever learner code threw.
 */
export function failureMessage(thrown: unknown): string {
  try {
    if ((typeof thrown === 'object' || typeof thrown === 'function') && thrown !== null) {
      if (isError(thrown)) {
        const message = own(thrown, 'message');
        if (typeof message === 'string') return message;
      }
    }
  } catch {
    // An error that cannot be read is shown as a value.
  }
  return formatValue(thrown);
}
