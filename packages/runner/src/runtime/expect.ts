import { quote } from './format.ts';

/**
 * A small `expect` for challenge tests, shaped like Jest's so tests read familiarly. Every failure
 * says what was expected and what was found ('expected 1, got 0'), in words a learner can act on.
 */
export class ExpectationError extends Error {
  override name = 'ExpectationError';
}

export interface Spy {
  (...args: unknown[]): unknown;
  calls: unknown[][];
  readonly isSpy: true;
}

/** A function that records its calls; `implementation` decides what it returns. */
export function createSpy(implementation?: (...args: unknown[]) => unknown): Spy {
  const calls: unknown[][] = [];
  const spy = ((...args: unknown[]) => {
    calls.push(args);
    return implementation?.(...args);
  }) as Spy;
  Object.defineProperty(spy, 'calls', { value: calls });
  Object.defineProperty(spy, 'isSpy', { value: true });
  return spy;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (a instanceof Map && b instanceof Map) {
    return a.size === b.size && [...a].every(([k, v]) => b.has(k) && deepEqual(v, b.get(k)));
  }
  if (a instanceof Set && b instanceof Set) {
    return a.size === b.size && [...a].every((v) => b.has(v));
  }
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

const textOf = (node: unknown) =>
  (node instanceof Node ? (node.textContent ?? '') : '').replace(/\s+/g, ' ').trim();

function describeElement(value: unknown): string {
  if (!(value instanceof Element)) return quote(value);
  const label = value.getAttribute('aria-label') ?? textOf(value).slice(0, 40);
  return `<${value.tagName.toLowerCase()}>${label ? ` "${label}"` : ''}`;
}

function requireElement(value: unknown, matcher: string): Element {
  if (!(value instanceof Element)) {
    throw new ExpectationError(`${matcher} needs an element, got ${quote(value)}`);
  }
  return value;
}

function requireSpy(value: unknown, matcher: string): Spy {
  if (typeof value !== 'function' || !(value as Partial<Spy>).isSpy) {
    throw new ExpectationError(`${matcher} needs a spy made with createSpy(), got ${quote(value)}`);
  }
  return value as Spy;
}

function requireNumber(value: unknown, matcher: string): number {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new ExpectationError(`${matcher} needs a number, got ${quote(value)}`);
  }
  return value;
}

function matchesText(actual: string, expected: string | RegExp): boolean {
  return typeof expected === 'string' ? actual.includes(expected) : expected.test(actual);
}

type Check = { pass: boolean; message: string; negated: string };

/** Matchers that compare the value itself: identity, equality, truthiness, type, contents. */
function valueMatchers(actual: unknown) {
  return {
    toBe: (expected: unknown): Check => ({
      pass: Object.is(actual, expected),
      message: `expected ${quote(expected)}, got ${quote(actual)}`,
      negated: `expected a value other than ${quote(expected)}`,
    }),
    toEqual: (expected: unknown): Check => ({
      pass: deepEqual(actual, expected),
      message: `expected ${quote(expected)}, got ${quote(actual)}`,
      negated: `expected something other than ${quote(expected)}`,
    }),
    toBeTruthy: (): Check => ({
      pass: Boolean(actual),
      message: `expected a truthy value, got ${quote(actual)}`,
      negated: `expected a falsy value, got ${quote(actual)}`,
    }),
    toBeFalsy: (): Check => ({
      pass: !actual,
      message: `expected a falsy value, got ${quote(actual)}`,
      negated: `expected a truthy value, got ${quote(actual)}`,
    }),
    toBeNull: (): Check => ({
      pass: actual === null,
      message: `expected null, got ${quote(actual)}`,
      negated: 'expected a value other than null',
    }),
    toBeUndefined: (): Check => ({
      pass: actual === undefined,
      message: `expected undefined, got ${quote(actual)}`,
      negated: 'expected a defined value, got undefined',
    }),
    toBeDefined: (): Check => ({
      pass: actual !== undefined,
      message: 'expected a defined value, got undefined',
      negated: `expected undefined, got ${quote(actual)}`,
    }),
    toBeInstanceOf: (type: new (...args: never[]) => unknown): Check => ({
      pass: actual instanceof type,
      message: `expected an instance of ${type.name}, got ${quote(actual)}`,
      negated: `expected something other than an instance of ${type.name}`,
    }),
    toContain: (item: unknown): Check => {
      const pass =
        typeof actual === 'string'
          ? actual.includes(String(item))
          : Array.isArray(actual) && actual.some((entry) => Object.is(entry, item));
      return {
        pass,
        message: `expected ${quote(actual)} to contain ${quote(item)}`,
        negated: `expected ${quote(actual)} not to contain ${quote(item)}`,
      };
    },
    toContainEqual: (item: unknown): Check => ({
      pass: Array.isArray(actual) && actual.some((entry) => deepEqual(entry, item)),
      message: `expected ${quote(actual)} to contain ${quote(item)}`,
      negated: `expected ${quote(actual)} not to contain ${quote(item)}`,
    }),
    toHaveLength: (length: number): Check => {
      const actualLength = (actual as { length?: unknown } | null)?.length;
      return {
        pass: actualLength === length,
        message: `expected length ${length}, got ${quote(actualLength)}`,
        negated: `expected a length other than ${length}`,
      };
    },
    toMatch: (pattern: string | RegExp): Check => ({
      pass: typeof actual === 'string' && matchesText(actual, pattern),
      message: `expected ${quote(actual)} to match ${quote(String(pattern))}`,
      negated: `expected ${quote(actual)} not to match ${quote(String(pattern))}`,
    }),
  };
}

/** Matchers that compare a number with another: a non-number or NaN fails them, `.not` too. */
function numberMatchers(actual: unknown) {
  return {
    toBeGreaterThan: (n: number): Check => ({
      pass: requireNumber(actual, 'toBeGreaterThan') > n,
      message: `expected more than ${n}, got ${quote(actual)}`,
      negated: `expected at most ${n}, got ${quote(actual)}`,
    }),
    toBeGreaterThanOrEqual: (n: number): Check => ({
      pass: requireNumber(actual, 'toBeGreaterThanOrEqual') >= n,
      message: `expected at least ${n}, got ${quote(actual)}`,
      negated: `expected less than ${n}, got ${quote(actual)}`,
    }),
    toBeLessThan: (n: number): Check => ({
      pass: requireNumber(actual, 'toBeLessThan') < n,
      message: `expected less than ${n}, got ${quote(actual)}`,
      negated: `expected at least ${n}, got ${quote(actual)}`,
    }),
    toBeLessThanOrEqual: (n: number): Check => ({
      pass: requireNumber(actual, 'toBeLessThanOrEqual') <= n,
      message: `expected at most ${n}, got ${quote(actual)}`,
      negated: `expected more than ${n}, got ${quote(actual)}`,
    }),
    toBeCloseTo: (n: number, tolerance = 0.5): Check => ({
      pass: Math.abs(requireNumber(actual, 'toBeCloseTo') - n) <= tolerance,
      message: `expected ${n} (±${tolerance}), got ${quote(actual)}`,
      negated: `expected a value further than ${tolerance} from ${n}, got ${quote(actual)}`,
    }),
  };
}

/** Matchers over a function: whether calling it throws, and how a spy (createSpy) was called. */
function functionMatchers(actual: unknown) {
  return {
    toThrow: (expected?: string | RegExp): Check => {
      if (typeof actual !== 'function') {
        throw new ExpectationError(`toThrow needs a function, got ${quote(actual)}`);
      }
      let thrown: unknown;
      let threw = false;
      try {
        (actual as () => unknown)();
      } catch (error) {
        threw = true;
        thrown = error;
      }
      const message = thrown instanceof Error ? thrown.message : String(thrown);
      const pass = threw && (expected === undefined || matchesText(message, expected));
      return {
        pass,
        message: threw
          ? `expected an error matching ${quote(String(expected))}, got ${quote(message)}`
          : 'expected the function to throw, but it returned normally',
        negated: `expected no error, got ${quote(message)}`,
      };
    },
    toHaveBeenCalled: (): Check => {
      const calls = requireSpy(actual, 'toHaveBeenCalled').calls.length;
      return {
        pass: calls > 0,
        message: 'expected the function to be called, but it was not called',
        negated: `expected the function not to be called, but it was called ${calls} time(s)`,
      };
    },
    toHaveBeenCalledTimes: (times: number): Check => {
      const calls = requireSpy(actual, 'toHaveBeenCalledTimes').calls.length;
      return {
        pass: calls === times,
        message: `expected ${times} call(s), got ${calls}`,
        negated: `expected a number of calls other than ${times}`,
      };
    },
    toHaveBeenCalledWith: (...args: unknown[]): Check => {
      const { calls } = requireSpy(actual, 'toHaveBeenCalledWith');
      return {
        pass: calls.some((call) => deepEqual(call, args)),
        message: `expected a call with ${quote(args)}, got ${calls.length ? calls.map((c) => quote(c)).join(', ') : 'no calls'}`,
        negated: `expected no call with ${quote(args)}`,
      };
    },
  };
}

/** Matchers over the page: whether a node is in it, and an element's text, attributes and state. */
function domMatchers(actual: unknown) {
  return {
    toBeInTheDocument: (): Check => ({
      pass: actual instanceof Node && actual.isConnected,
      message: `expected ${describeElement(actual)} to be in the page, but it is not`,
      negated: `expected ${describeElement(actual)} not to be in the page, but it is`,
    }),
    toHaveTextContent: (text: string | RegExp): Check => {
      const content = textOf(requireElement(actual, 'toHaveTextContent'));
      return {
        pass: matchesText(content, text),
        message: `expected text ${quote(String(text))}, got ${quote(content)}`,
        negated: `expected text without ${quote(String(text))}, got ${quote(content)}`,
      };
    },
    toHaveAttribute: (name: string, value?: string): Check => {
      const element = requireElement(actual, 'toHaveAttribute');
      const present = element.getAttribute(name);
      return {
        pass: present !== null && (value === undefined || present === value),
        message:
          present === null
            ? `expected ${describeElement(element)} to have the attribute ${name}, but it has none`
            : `expected ${name}=${quote(value)}, got ${quote(present)}`,
        negated: `expected ${describeElement(element)} not to have ${name}${value === undefined ? '' : `=${quote(value)}`}`,
      };
    },
    toHaveValue: (value: unknown): Check => {
      const element = requireElement(actual, 'toHaveValue') as HTMLInputElement;
      const current = element.type === 'number' ? element.valueAsNumber : element.value;
      return {
        pass: deepEqual(current, value),
        message: `expected the value ${quote(value)}, got ${quote(current)}`,
        negated: `expected a value other than ${quote(value)}`,
      };
    },
    toBeChecked: (): Check => {
      const element = requireElement(actual, 'toBeChecked') as HTMLInputElement;
      return {
        pass: element.checked === true || element.getAttribute('aria-checked') === 'true',
        message: `expected ${describeElement(element)} to be checked, but it is not`,
        negated: `expected ${describeElement(element)} not to be checked, but it is`,
      };
    },
    toBeDisabled: (): Check => {
      const element = requireElement(actual, 'toBeDisabled');
      const disabled =
        element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true';
      return {
        pass: disabled,
        message: `expected ${describeElement(element)} to be disabled, but it is enabled`,
        negated: `expected ${describeElement(element)} to be enabled, but it is disabled`,
      };
    },
    toHaveClass: (className: string): Check => {
      const element = requireElement(actual, 'toHaveClass');
      return {
        pass: element.classList.contains(className),
        message: `expected the class ${quote(className)}, got ${quote(element.className)}`,
        negated: `expected no class ${quote(className)}, got ${quote(element.className)}`,
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

function asserting(actual: () => unknown, negate: boolean): Asserting {
  const result = {} as Record<string, (...args: unknown[]) => void>;
  for (const name of Object.keys(matchers(undefined))) {
    result[name] = (...args: unknown[]) => {
      const check = (matchers(actual()) as unknown as Record<string, (...a: unknown[]) => Check>)[
        name
      ]!(...args);
      if (check.pass === negate) throw new ExpectationError(negate ? check.negated : check.message);
    };
  }
  return result as unknown as Asserting;
}

function assertingAsync(
  promise: unknown,
  settle: 'resolves' | 'rejects',
  negate: boolean,
): AssertingAsync {
  const result = {} as Record<string, (...args: unknown[]) => Promise<void>>;
  for (const name of Object.keys(matchers(undefined))) {
    result[name] = async (...args: unknown[]) => {
      let value: unknown;
      try {
        value = await promise;
        if (settle === 'rejects')
          throw new ExpectationError(`expected a rejection, but it resolved with ${quote(value)}`);
      } catch (error) {
        if (error instanceof ExpectationError) throw error;
        if (settle === 'resolves')
          throw new ExpectationError(
            `expected it to resolve, but it rejected with ${quote(error)}`,
          );
        value = error instanceof Error ? error.message : error;
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
