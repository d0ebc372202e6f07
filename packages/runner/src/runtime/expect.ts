import { quote } from './format.ts';

/**
 * A small `expect` for challenge tests, shaped like Jest's so tests read familiarly. Every failure
 * says what was expected and what was found ('expected 1, got 0'), in words a learner can act on.
 *
 * The value a test checks is often the learner's (in the grader, a proxy of the learner's world:
 * every property read, key list and prototype is answered by learner code). So no matcher calls a
 * method of the value it checks, nor hands it the expected value: each first copies what it
 * compares (primitives checked with `typeof`, own properties read once, Dates, Maps, Sets and
 * regular expressions recognised by the built-ins' own brand checks), then decides on the copies
 * with the built-ins captured below, as this module loads, before any learner code exists
 * (issue #47: `toThrow(text)` called the thrown error's `message.includes(text)`, which answered
 * true and received the hidden expected text). Failure messages are written only on failure.
 */
export class ExpectationError extends Error {
  override name = 'ExpectationError';
}

const { apply, getPrototypeOf, getOwnPropertyDescriptor, ownKeys } = Reflect;
const objectIs = Object.is;
const isArray = Array.isArray;
const NativeMap = Map;
const NativeWeakMap = WeakMap;
const NativeRegExp = RegExp;
const NativePromise = Promise;
const NativeError = Error;
const mapGet = Map.prototype.get;
const mapHas = Map.prototype.has;
const mapSet = Map.prototype.set;
const mapEntries = Map.prototype.entries;
const mapSize = getOwnPropertyDescriptor(Map.prototype, 'size')!.get!;
const setValues = Set.prototype.values;
const setSize = getOwnPropertyDescriptor(Set.prototype, 'size')!.get!;
type Step = IteratorResult<unknown>;
const mapIteratorNext = (getPrototypeOf(new Map().entries()) as { next(): Step }).next;
const setIteratorNext = (getPrototypeOf(new Set().values()) as { next(): Step }).next;
const weakGet = WeakMap.prototype.get;
const weakSet = WeakMap.prototype.set;
const arrayPush = Array.prototype.push;
const stringIncludes = String.prototype.includes;
const regexpExec = RegExp.prototype.exec;
const regexpSource = getOwnPropertyDescriptor(RegExp.prototype, 'source')!.get!;
const regexpFlags = getOwnPropertyDescriptor(RegExp.prototype, 'flags')!.get!;
const dateTime = Date.prototype.getTime;
const promiseThen = Promise.prototype.then;
// The page's DOM (absent where the runner's own unit tests run, in Node).
const hasDom = typeof Element !== 'undefined';
const nodeIsConnected = hasDom ? getOwnPropertyDescriptor(Node.prototype, 'isConnected')!.get! : 0;
const elementLocalName = hasDom
  ? getOwnPropertyDescriptor(Element.prototype, 'localName')!.get!
  : 0;

/** Calls a captured brand-checking built-in: its answer, or `fallback` when `value` is no such thing. */
function branded<T>(builtin: unknown, value: unknown, fallback: T): unknown {
  if (typeof builtin !== 'function' || value === null || typeof value !== 'object') return fallback;
  try {
    return apply(builtin as (...a: unknown[]) => unknown, value, []);
  } catch {
    return fallback;
  }
}
const NOT_BRANDED = Symbol('not branded');
const isNode = (value: unknown) => branded(nodeIsConnected, value, NOT_BRANDED) !== NOT_BRANDED;
const isElement = (value: unknown): value is Element =>
  branded(elementLocalName, value, NOT_BRANDED) !== NOT_BRANDED;
const isRegExp = (value: unknown): value is RegExp =>
  branded(regexpSource, value, NOT_BRANDED) !== NOT_BRANDED;

export interface Spy {
  (...args: unknown[]): unknown;
  calls: unknown[][];
  readonly isSpy: true;
}

/** The calls of every spy this module made: only these count as spies, whatever says `isSpy`. */
const spyCalls = new NativeWeakMap<object, unknown[][]>();

/** A function that records its calls; `implementation` decides what it returns. */
export function createSpy(implementation?: (...args: unknown[]) => unknown): Spy {
  const calls: unknown[][] = [];
  const spy = ((...args: unknown[]) => {
    apply(arrayPush, calls, [args]);
    return implementation?.(...args);
  }) as Spy;
  Object.defineProperty(spy, 'calls', { value: calls });
  Object.defineProperty(spy, 'isSpy', { value: true });
  apply(weakSet, spyCalls, [spy, calls]);
  return spy;
}

/** Values copied before they are compared: at most this many, so a huge or endless value fails. */
const MAX_COPIED = 20000;

/** A value as it was when copied: what `toEqual` and its kin compare, never the value itself. */
type Copy =
  | { kind: 'same'; value: unknown } // a primitive, a function or a node: compared by identity
  | { kind: 'date'; value: unknown; time: number }
  | { kind: 'regexp'; value: unknown; source: string; flags: string }
  | { kind: 'map'; value: unknown; entries: Map<unknown, Copy> }
  | { kind: 'set'; value: unknown; items: Map<unknown, true> }
  | { kind: 'array' | 'object'; value: unknown; proto: unknown; fields: Map<string, Copy> };

class Copier {
  private readonly done = new NativeMap<object, Copy>();
  private count = 0;

  copy(value: unknown): Copy {
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null) {
      return { kind: 'same', value };
    }
    const known = apply(mapGet, this.done, [value]) as Copy | undefined;
    if (known) return known;
    this.count += 1;
    if (this.count > MAX_COPIED) {
      throw new ExpectationError('the value is too large to compare');
    }
    if (typeof value === 'function' || isNode(value)) return { kind: 'same', value };
    const time = branded(dateTime, value, NOT_BRANDED);
    if (time !== NOT_BRANDED) return { kind: 'date', value, time: time as number };
    if (isRegExp(value)) {
      return {
        kind: 'regexp',
        value,
        source: apply(regexpSource, value, []) as string,
        flags: apply(regexpFlags, value, []) as string,
      };
    }
    if (branded(mapSize, value, NOT_BRANDED) !== NOT_BRANDED) return this.copyMap(value);
    if (branded(setSize, value, NOT_BRANDED) !== NOT_BRANDED) return this.copySet(value);
    return this.copyFields(value);
  }

  private copyMap(value: object): Copy {
    const entries = new NativeMap<unknown, Copy>();
    const copy: Copy = { kind: 'map', value, entries };
    apply(mapSet, this.done, [value, copy]);
    const iterator = apply(mapEntries, value, []) as object;
    const next = () => apply(mapIteratorNext, iterator, []) as Step;
    for (let step = next(); !step.done; step = next()) {
      const [key, item] = step.value as [unknown, unknown];
      apply(mapSet, entries, [key, this.copy(item)]);
    }
    return copy;
  }

  private copySet(value: object): Copy {
    const items = new NativeMap<unknown, true>();
    const iterator = apply(setValues, value, []) as object;
    const next = () => apply(setIteratorNext, iterator, []) as Step;
    for (let step = next(); !step.done; step = next()) {
      apply(mapSet, items, [step.value, true]);
    }
    return { kind: 'set', value, items };
  }

  /**
   * An array or object: its prototype, and its own enumerable string-keyed properties whose
   * values are not undefined, each read once (a getter is called once, with nothing).
   */
  private copyFields(value: object): Copy {
    const fields = new NativeMap<string, Copy>();
    const copy: Copy = {
      kind: isArray(value) ? 'array' : 'object',
      value,
      proto: getPrototypeOf(value),
      fields,
    };
    apply(mapSet, this.done, [value, copy]);
    const keys = ownKeys(value);
    if (keys.length > MAX_COPIED) throw new ExpectationError('the value is too large to compare');
    for (let i = 0; i < keys.length; i += 1) {
      const key = keys[i];
      if (typeof key !== 'string') continue;
      const descriptor = getOwnPropertyDescriptor(value, key);
      if (!descriptor?.enumerable) continue;
      const item =
        'value' in descriptor
          ? descriptor.value
          : descriptor.get
            ? apply(descriptor.get, value, [])
            : undefined;
      if (item !== undefined) apply(mapSet, fields, [key, this.copy(item)]);
    }
    return copy;
  }
}

/** Compares two copies: the same identity, or the same kind and contents (cycles allowed). */
function sameCopy(a: Copy, b: Copy, comparing: Array<[Copy, Copy]>): boolean {
  if (a === b || objectIs(a.value, b.value)) return true;
  if (a.kind !== b.kind) return false;
  for (let i = 0; i < comparing.length; i += 1) {
    if (comparing[i]![0] === a && comparing[i]![1] === b) return true;
  }
  switch (a.kind) {
    case 'same':
      return false;
    case 'date':
      return a.time === (b as typeof a).time;
    case 'regexp':
      return a.source === (b as typeof a).source && a.flags === (b as typeof a).flags;
    case 'set': {
      const other = (b as typeof a).items;
      if (a.items.size !== other.size) return false;
      for (const [item] of a.items) if (!apply(mapHas, other, [item])) return false;
      return true;
    }
    case 'map':
    case 'array':
    case 'object': {
      if (a.kind !== 'map' && a.proto !== (b as { proto: unknown }).proto) return false;
      const mine = a.kind === 'map' ? a.entries : a.fields;
      const theirs =
        (b as { entries?: Map<unknown, Copy>; fields?: Map<unknown, Copy> }).entries ??
        (b as { fields: Map<unknown, Copy> }).fields;
      if (mine.size !== theirs.size) return false;
      apply(arrayPush, comparing, [[a, b]]);
      try {
        for (const [key, item] of mine) {
          if (!apply(mapHas, theirs, [key])) return false;
          if (!sameCopy(item, apply(mapGet, theirs, [key]) as Copy, comparing)) return false;
        }
        return true;
      } finally {
        comparing.length -= 1;
      }
    }
  }
}

/** Whether two values are equal as `toEqual` means it, each copied first (see the top). */
export function deepEqual(a: unknown, b: unknown): boolean {
  const copier = new Copier();
  return sameCopy(copier.copy(a), copier.copy(b), []);
}

/**
 * The items of an array, each read once; anything that is not an array fails the matcher.
 * Holes read as undefined.
 */
function itemsOf(value: unknown, matcher: string): unknown[] {
  if (!isArray(value)) {
    throw new ExpectationError(`${matcher} needs an array, got ${quote(value)}`);
  }
  const length = getOwnPropertyDescriptor(value, 'length')?.value as unknown;
  if (typeof length !== 'number' || length < 0 || length > MAX_COPIED || length % 1 !== 0) {
    throw new ExpectationError(`${matcher} needs an array of a sensible length`);
  }
  const items: unknown[] = [];
  for (let i = 0; i < length; i += 1) {
    const descriptor = getOwnPropertyDescriptor(value, String(i));
    items[i] =
      descriptor && 'value' in descriptor
        ? descriptor.value
        : descriptor?.get
          ? apply(descriptor.get, value, [])
          : undefined;
  }
  return items;
}

const textOf = (node: Node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();

function describeElement(value: unknown): string {
  if (!isElement(value)) return quote(value);
  const label = value.getAttribute('aria-label') ?? textOf(value).slice(0, 40);
  return `<${value.tagName.toLowerCase()}>${label ? ` "${label}"` : ''}`;
}

function requireElement(value: unknown, matcher: string): Element {
  if (!isElement(value)) {
    throw new ExpectationError(`${matcher} needs an element, got ${quote(value)}`);
  }
  return value;
}

function requireSpy(value: unknown, matcher: string): unknown[][] {
  const calls =
    typeof value === 'function'
      ? (apply(weakGet, spyCalls, [value]) as unknown[][] | undefined)
      : undefined;
  if (!calls) {
    throw new ExpectationError(`${matcher} needs a spy made with createSpy(), got ${quote(value)}`);
  }
  return calls;
}

function requireNumber(value: unknown, matcher: string): number {
  if (typeof value !== 'number' || value !== value) {
    throw new ExpectationError(`${matcher} needs a number, got ${quote(value)}`);
  }
  return value;
}

/** Text or a regular expression, as a test passes it: a regular expression is copied. */
function requirePattern(value: unknown, matcher: string): string | RegExp {
  if (typeof value === 'string') return value;
  if (isRegExp(value)) {
    return new NativeRegExp(
      apply(regexpSource, value, []) as string,
      apply(regexpFlags, value, []) as string,
    );
  }
  throw new ExpectationError(`${matcher} needs text or a regular expression, got ${quote(value)}`);
}

/** Whether text holds `pattern` (from requirePattern), decided by the captured built-ins alone. */
function matchesText(text: string, pattern: string | RegExp): boolean {
  if (typeof pattern === 'string') return apply(stringIncludes, text, [pattern]) as boolean;
  pattern.lastIndex = 0;
  return apply(regexpExec, pattern, [text]) !== null;
}

/**
 * The message of a thrown (or rejected) value, read once: a string thrown as it is, another
 * primitive as its text, an object's `message` only if it is a string (else undefined: nothing
 * of the learner's decides, or hears, what the test expects).
 */
function messageOf(thrown: unknown): string | undefined {
  if (typeof thrown === 'string') return thrown;
  if ((typeof thrown !== 'object' && typeof thrown !== 'function') || thrown === null) {
    return String(thrown as number);
  }
  try {
    const message = (thrown as { message?: unknown }).message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `value` has `prototype` on its prototype chain, walked by the engine, no hook asked. */
function inherits(value: unknown, prototype: unknown): boolean {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false;
  let current = getPrototypeOf(value);
  for (let depth = 0; current !== null && depth < 1000; depth += 1) {
    if (current === prototype) return true;
    current = getPrototypeOf(current);
  }
  return false;
}

/** The own `name` of a function, if it is text. */
function nameOf(fn: unknown): string {
  if (typeof fn !== 'function') return quote(fn);
  const name = getOwnPropertyDescriptor(fn, 'name')?.value as unknown;
  return typeof name === 'string' && name ? name : 'anonymous';
}

/** What a matcher found: whether it holds, and what to say either way round (written lazily). */
type Check = { pass: boolean; message: () => string; negated: () => string };

/** Matchers that compare the value itself: identity, equality, truthiness, type, contents. */
function valueMatchers(actual: unknown) {
  return {
    toBe: (expected: unknown): Check => ({
      pass: objectIs(actual, expected),
      message: () => `expected ${quote(expected)}, got ${quote(actual)}`,
      negated: () => `expected a value other than ${quote(expected)}`,
    }),
    toEqual: (expected: unknown): Check => ({
      pass: deepEqual(actual, expected),
      message: () => `expected ${quote(expected)}, got ${quote(actual)}`,
      negated: () => `expected something other than ${quote(expected)}`,
    }),
    toBeTruthy: (): Check => ({
      pass: !!actual,
      message: () => `expected a truthy value, got ${quote(actual)}`,
      negated: () => `expected a falsy value, got ${quote(actual)}`,
    }),
    toBeFalsy: (): Check => ({
      pass: !actual,
      message: () => `expected a falsy value, got ${quote(actual)}`,
      negated: () => `expected a truthy value, got ${quote(actual)}`,
    }),
    toBeNull: (): Check => ({
      pass: actual === null,
      message: () => `expected null, got ${quote(actual)}`,
      negated: () => 'expected a value other than null',
    }),
    toBeUndefined: (): Check => ({
      pass: actual === undefined,
      message: () => `expected undefined, got ${quote(actual)}`,
      negated: () => 'expected a defined value, got undefined',
    }),
    toBeDefined: (): Check => ({
      pass: actual !== undefined,
      message: () => 'expected a defined value, got undefined',
      negated: () => `expected undefined, got ${quote(actual)}`,
    }),
    toBeInstanceOf: (type: new (...args: never[]) => unknown): Check => {
      if (typeof type !== 'function') {
        throw new ExpectationError(`toBeInstanceOf needs a class, got ${quote(type)}`);
      }
      // The class's `prototype`, read once; its Symbol.hasInstance, which could say anything, is
      // never asked.
      const prototype = getOwnPropertyDescriptor(type, 'prototype')?.value as unknown;
      return {
        pass: inherits(actual, prototype),
        message: () => `expected an instance of ${nameOf(type)}, got ${quote(actual)}`,
        negated: () => `expected something other than an instance of ${nameOf(type)}`,
      };
    },
    toContain: (item: unknown): Check => {
      let pass: boolean;
      if (typeof actual === 'string') {
        if (typeof item !== 'string') {
          throw new ExpectationError(`toContain on text needs text, got ${quote(item)}`);
        }
        pass = apply(stringIncludes, actual, [item]) as boolean;
      } else {
        const items = itemsOf(actual, 'toContain');
        pass = false;
        for (let i = 0; i < items.length && !pass; i += 1) pass = objectIs(items[i], item);
      }
      return {
        pass,
        message: () => `expected ${quote(actual)} to contain ${quote(item)}`,
        negated: () => `expected ${quote(actual)} not to contain ${quote(item)}`,
      };
    },
    toContainEqual: (item: unknown): Check => {
      const items = itemsOf(actual, 'toContainEqual');
      let pass = false;
      for (let i = 0; i < items.length && !pass; i += 1) pass = deepEqual(items[i], item);
      return {
        pass,
        message: () => `expected ${quote(actual)} to contain ${quote(item)}`,
        negated: () => `expected ${quote(actual)} not to contain ${quote(item)}`,
      };
    },
    toHaveLength: (length: number): Check => {
      requireNumber(length, 'toHaveLength');
      let actualLength: unknown;
      if (typeof actual === 'string') actualLength = actual.length;
      else if ((typeof actual === 'object' || typeof actual === 'function') && actual !== null) {
        // Read once; only a number is compared.
        actualLength = (actual as { length?: unknown }).length;
      }
      return {
        pass: typeof actualLength === 'number' && actualLength === length,
        message: () => `expected length ${length}, got ${quote(actualLength)}`,
        negated: () => `expected a length other than ${length}`,
      };
    },
    toMatch: (pattern: string | RegExp): Check => {
      const copied = requirePattern(pattern, 'toMatch');
      return {
        pass: typeof actual === 'string' && matchesText(actual, copied),
        message: () => `expected ${quote(actual)} to match ${quote(String(copied))}`,
        negated: () => `expected ${quote(actual)} not to match ${quote(String(copied))}`,
      };
    },
  };
}

/** Matchers that compare a number with another: a non-number or NaN fails them, `.not` too. */
function numberMatchers(actual: unknown) {
  const compare = (matcher: string, n: unknown, holds: (a: number, b: number) => boolean) =>
    holds(requireNumber(actual, matcher), requireNumber(n, matcher));
  return {
    toBeGreaterThan: (n: number): Check => ({
      pass: compare('toBeGreaterThan', n, (a, b) => a > b),
      message: () => `expected more than ${n}, got ${quote(actual)}`,
      negated: () => `expected at most ${n}, got ${quote(actual)}`,
    }),
    toBeGreaterThanOrEqual: (n: number): Check => ({
      pass: compare('toBeGreaterThanOrEqual', n, (a, b) => a >= b),
      message: () => `expected at least ${n}, got ${quote(actual)}`,
      negated: () => `expected less than ${n}, got ${quote(actual)}`,
    }),
    toBeLessThan: (n: number): Check => ({
      pass: compare('toBeLessThan', n, (a, b) => a < b),
      message: () => `expected less than ${n}, got ${quote(actual)}`,
      negated: () => `expected at least ${n}, got ${quote(actual)}`,
    }),
    toBeLessThanOrEqual: (n: number): Check => ({
      pass: compare('toBeLessThanOrEqual', n, (a, b) => a <= b),
      message: () => `expected at most ${n}, got ${quote(actual)}`,
      negated: () => `expected more than ${n}, got ${quote(actual)}`,
    }),
    toBeCloseTo: (n: number, tolerance = 0.5): Check => {
      requireNumber(tolerance, 'toBeCloseTo');
      return {
        pass: compare('toBeCloseTo', n, (a, b) => Math.abs(a - b) <= tolerance),
        message: () => `expected ${n} (±${tolerance}), got ${quote(actual)}`,
        negated: () => `expected a value further than ${tolerance} from ${n}, got ${quote(actual)}`,
      };
    },
  };
}

/** Matchers over a function: whether calling it throws, and how a spy (createSpy) was called. */
function functionMatchers(actual: unknown) {
  return {
    toThrow: (expected?: string | RegExp): Check => {
      if (typeof actual !== 'function') {
        throw new ExpectationError(`toThrow needs a function, got ${quote(actual)}`);
      }
      const pattern = expected === undefined ? undefined : requirePattern(expected, 'toThrow');
      let thrown: unknown;
      let threw = false;
      try {
        (actual as () => unknown)();
      } catch (error) {
        threw = true;
        thrown = error;
      }
      const message = threw ? messageOf(thrown) : undefined;
      const shown = message === undefined ? 'an error whose message is not text' : quote(message);
      return {
        pass:
          threw &&
          (pattern === undefined || (message !== undefined && matchesText(message, pattern))),
        message: () =>
          threw
            ? `expected an error matching ${quote(String(pattern))}, got ${shown}`
            : 'expected the function to throw, but it returned normally',
        negated: () => `expected no error, got ${shown}`,
      };
    },
    toHaveBeenCalled: (): Check => {
      const calls = requireSpy(actual, 'toHaveBeenCalled').length;
      return {
        pass: calls > 0,
        message: () => 'expected the function to be called, but it was not called',
        negated: () => `expected the function not to be called, but it was called ${calls} time(s)`,
      };
    },
    toHaveBeenCalledTimes: (times: number): Check => {
      const calls = requireSpy(actual, 'toHaveBeenCalledTimes').length;
      return {
        pass: calls === times,
        message: () => `expected ${times} call(s), got ${calls}`,
        negated: () => `expected a number of calls other than ${times}`,
      };
    },
    toHaveBeenCalledWith: (...args: unknown[]): Check => {
      const calls = requireSpy(actual, 'toHaveBeenCalledWith');
      let pass = false;
      for (let i = 0; i < calls.length && !pass; i += 1) pass = deepEqual(calls[i], args);
      return {
        pass,
        message: () =>
          `expected a call with ${quote(args)}, got ${calls.length ? calls.map((c) => quote(c)).join(', ') : 'no calls'}`,
        negated: () => `expected no call with ${quote(args)}`,
      };
    },
  };
}

/**
 * Matchers over the page: whether a node is in it, and an element's text, attributes and state.
 * A node is recognised by the DOM's own brand check, so its properties are the DOM's, in the
 * world the tests run in.
 */
function domMatchers(actual: unknown) {
  return {
    toBeInTheDocument: (): Check => ({
      pass: branded(nodeIsConnected, actual, false) === true,
      message: () => `expected ${describeElement(actual)} to be in the page, but it is not`,
      negated: () => `expected ${describeElement(actual)} not to be in the page, but it is`,
    }),
    toHaveTextContent: (text: string | RegExp): Check => {
      const content = textOf(requireElement(actual, 'toHaveTextContent'));
      const pattern = requirePattern(text, 'toHaveTextContent');
      return {
        pass: matchesText(content, pattern),
        message: () => `expected text ${quote(String(pattern))}, got ${quote(content)}`,
        negated: () => `expected text without ${quote(String(pattern))}, got ${quote(content)}`,
      };
    },
    toHaveAttribute: (name: string, value?: string): Check => {
      const element = requireElement(actual, 'toHaveAttribute');
      const present = element.getAttribute(String(name));
      return {
        pass: present !== null && (value === undefined || present === value),
        message: () =>
          present === null
            ? `expected ${describeElement(element)} to have the attribute ${name}, but it has none`
            : `expected ${name}=${quote(value)}, got ${quote(present)}`,
        negated: () =>
          `expected ${describeElement(element)} not to have ${name}${value === undefined ? '' : `=${quote(value)}`}`,
      };
    },
    toHaveValue: (value: unknown): Check => {
      const element = requireElement(actual, 'toHaveValue') as HTMLInputElement;
      const current = element.type === 'number' ? element.valueAsNumber : element.value;
      return {
        pass: deepEqual(current, value),
        message: () => `expected the value ${quote(value)}, got ${quote(current)}`,
        negated: () => `expected a value other than ${quote(value)}`,
      };
    },
    toBeChecked: (): Check => {
      const element = requireElement(actual, 'toBeChecked') as HTMLInputElement;
      return {
        pass: element.checked === true || element.getAttribute('aria-checked') === 'true',
        message: () => `expected ${describeElement(element)} to be checked, but it is not`,
        negated: () => `expected ${describeElement(element)} not to be checked, but it is`,
      };
    },
    toBeDisabled: (): Check => {
      const element = requireElement(actual, 'toBeDisabled');
      const disabled =
        element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true';
      return {
        pass: disabled,
        message: () => `expected ${describeElement(element)} to be disabled, but it is enabled`,
        negated: () => `expected ${describeElement(element)} to be enabled, but it is disabled`,
      };
    },
    toHaveClass: (className: string): Check => {
      const element = requireElement(actual, 'toHaveClass');
      return {
        pass: element.classList.contains(String(className)),
        message: () => `expected the class ${quote(className)}, got ${quote(element.className)}`,
        negated: () => `expected no class ${quote(className)}, got ${quote(element.className)}`,
      };
    },
  };
}

/**
 * Every matcher over `actual`, by name, in one object: each answers whether it holds and what to
 * say when it does not, either way round (`.not`).
 */
function matchers(actual: unknown) {
  return {
    ...valueMatchers(actual),
    ...numberMatchers(actual),
    ...functionMatchers(actual),
    ...domMatchers(actual),
  };
}

type Matchers = ReturnType<typeof matchers>;
type Asserting = { [K in keyof Matchers]: (...args: Parameters<Matchers[K]>) => void };
type AssertingAsync = {
  [K in keyof Matchers]: (...args: Parameters<Matchers[K]>) => Promise<void>;
};
const MATCHER_NAMES = Object.keys(matchers(undefined)) as Array<keyof Matchers>;

function asserting(actual: () => unknown, negate: boolean): Asserting {
  const result = {} as Record<string, (...args: unknown[]) => void>;
  for (const name of MATCHER_NAMES) {
    result[name] = (...args: unknown[]) => {
      const check = (matchers(actual()) as unknown as Record<string, (...a: unknown[]) => Check>)[
        name
      ]!(...args);
      if (check.pass === negate) {
        throw new ExpectationError(negate ? check.negated() : check.message());
      }
    };
  }
  return result as unknown as Asserting;
}

/**
 * How a promise settled, read by the captured `then` of the tests' own Promise: anything else (a
 * thenable of the learner's, whose `then` would decide) fails.
 */
function settled(promise: unknown): Promise<{ ok: boolean; value: unknown }> {
  return new NativePromise((resolve, reject) => {
    try {
      // Both outcomes resolve; the promise `then` returns has no one to tell.
      void apply(promiseThen, promise, [
        (value: unknown) => resolve({ ok: true, value }),
        (error: unknown) => resolve({ ok: false, value: error }),
      ]);
    } catch {
      reject(new ExpectationError(`resolves and rejects need a promise, got ${quote(promise)}`));
    }
  });
}

function assertingAsync(
  promise: unknown,
  settle: 'resolves' | 'rejects',
  negate: boolean,
): AssertingAsync {
  const result = {} as Record<string, (...args: unknown[]) => Promise<void>>;
  for (const name of MATCHER_NAMES) {
    result[name] = async (...args: unknown[]) => {
      const outcome = await settled(promise);
      let value = outcome.value;
      if (settle === 'rejects' && outcome.ok) {
        throw new ExpectationError(`expected a rejection, but it resolved with ${quote(value)}`);
      }
      if (settle === 'resolves' && !outcome.ok) {
        throw new ExpectationError(`expected it to resolve, but it rejected with ${quote(value)}`);
      }
      if (!outcome.ok && inherits(value, NativeError.prototype)) {
        // An error is checked by its message, read once as text.
        const message = messageOf(value);
        if (message === undefined) {
          throw new ExpectationError(
            'expected a rejection with a message, got one that is not text',
          );
        }
        value = message;
      }
      (asserting(() => value, negate) as unknown as Record<string, (...a: unknown[]) => void>)[
        name
      ]!(...args);
    };
  }
  return result as unknown as AssertingAsync;
}

export function expect(actual: unknown) {
  return Object.assign(
    asserting(() => actual, false),
    {
      not: asserting(() => actual, true),
      resolves: Object.assign(assertingAsync(actual, 'resolves', false), {
        not: assertingAsync(actual, 'resolves', true),
      }),
      rejects: Object.assign(assertingAsync(actual, 'rejects', false), {
        not: assertingAsync(actual, 'rejects', true),
      }),
    },
  );
}
