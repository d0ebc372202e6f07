/**
 * One side of the grader's membrane: how the tests' world and the learner's world of one page
 * hand each other values (docs/decisions/0019-verdicts-outside-the-learner-realm.md).
 *
 * The grader runs the tests in an isolated world of the learner's frame: the same DOM, but globals,
 * built-ins and prototypes of its own, which the learner's code cannot reach or replace. The tests
 * still call the learner's functions, render the learner's components and hand them callbacks, so
 * values cross between the worlds here, and the same code runs on both sides:
 *
 * - an object or function of the other side arrives as a Proxy whose every operation (get, set,
 *   call, construct, keys, prototype...) is carried out by the side that owns it; handed back, it
 *   is the original again, so identity holds across the boundary (`result[0] === input[0]`);
 * - primitives, dates, regular expressions, maps and sets are copied; promises arrive as local
 *   promises that settle when the original does; DOM nodes, which both worlds share, arrive as the
 *   very node; the built-in prototypes and constructors of one side arrive as the other side's own,
 *   so `instanceof Array` and `toEqual` work, and no code-evaluating built-in (Function, eval)
 *   of the tests' world is ever handed out;
 * - requests travel synchronously, as JSON in an attribute of a detached element both worlds hold,
 *   with a DOM event to the other side, so a learner function is called, and answers, within the
 *   test's own call.
 *
 * Nothing the learner's side answers is trusted: it decides only what the learner's values look
 * like, which the learner's code decides anyway. The tests' side hands out its objects read-only,
 * so learner code cannot change the values the tests compare against.
 */

export interface MembraneOptions {
  /** The detached element both worlds hold; requests and answers travel in its attributes. */
  carrier: Element;
  /** The event type that carries requests to this side, and the one to the other side. */
  inbound: string;
  outbound: string;
  /** The tests' side: the other side may read what it is handed, never change it. */
  readOnlyExports: boolean;
  /** What the other side gets when it asks for this side's root (the learner's side's API). */
  root?: object;
}

export interface Membrane {
  /** The other side's root object, as a proxy. */
  root(): unknown;
}

/** Where a node in flight is announced; both worlds listen for it on their window. */
export const NODE_EVENT = 'launchpad-membrane-node';
const REQUEST = 'data-request';
/** Node announcements kept for decoding: far more than one request ever carries. */
const ANNOUNCEMENTS_KEPT = 1000;
const ANSWER = 'data-answer';

// Built-ins captured when the side starts, before any learner code exists.
const {
  apply,
  construct,
  defineProperty,
  deleteProperty,
  get,
  getOwnPropertyDescriptor,
  getPrototypeOf,
  has,
  ownKeys,
  set,
} = Reflect;
const { stringify, parse } = JSON;
const NativeProxy = Proxy;
const NativeMap = Map;
const NativeWeakMap = WeakMap;
const NativeDate = Date;
const NativeRegExp = RegExp;
const NativePromise = Promise;
const NativeError = Error;
const NativeEvent = Event;
const NativeCustomEvent = CustomEvent;
const isArray = Array.isArray;
const objectIs = Object.is;
const symbolKeyFor = Symbol.keyFor;
const dateTime = Date.prototype.getTime;
const promiseThen = Promise.prototype.then;
const regexpSource = getOwnPropertyDescriptor(RegExp.prototype, 'source')!.get!;
const regexpFlags = getOwnPropertyDescriptor(RegExp.prototype, 'flags')!.get!;
const nodeType = getOwnPropertyDescriptor(Node.prototype, 'nodeType')!.get!;
const getRootNode = Node.prototype.getRootNode;
const composedPath = Event.prototype.composedPath;
const setAttribute = Element.prototype.setAttribute;
const getAttribute = Element.prototype.getAttribute;
const removeAttribute = Element.prototype.removeAttribute;
const dispatchEvent = EventTarget.prototype.dispatchEvent;
const addEventListener = EventTarget.prototype.addEventListener;
const mapEntries = Map.prototype.entries;
const setValues = Set.prototype.values;
const NativeSet = Set;
const mapGet = Map.prototype.get;
const mapSet = Map.prototype.set;
const mapHas = Map.prototype.has;
const weakGet = WeakMap.prototype.get;
const weakSet = WeakMap.prototype.set;
const weakHas = WeakMap.prototype.has;
const pageDocument = document;
const pageWindow = window;

const WELL_KNOWN_SYMBOLS = [
  'asyncIterator',
  'hasInstance',
  'isConcatSpreadable',
  'iterator',
  'match',
  'matchAll',
  'replace',
  'search',
  'species',
  'split',
  'toPrimitive',
  'toStringTag',
  'unscopables',
] as const;

/**
 * Built-ins that stand for each other across the worlds, by name. Functions that turn text into
 * code are not in the list: the tests' side never hands its own out (they would run the learner's
 * text as trusted code), and gives the learner's side its own ones instead.
 */
const SHARED_CONSTRUCTORS = [
  'Object',
  'Array',
  'Error',
  'TypeError',
  'RangeError',
  'SyntaxError',
  'ReferenceError',
  'Date',
  'RegExp',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'Promise',
  'Number',
  'String',
  'Boolean',
  'Symbol',
  'BigInt',
] as const;
const NAMESPACES = ['Math', 'JSON', 'Reflect'] as const;
const EVALUATORS = ['Function', 'eval', 'setTimeout', 'setInterval'] as const;

function intrinsics(guarded: boolean): {
  byName: Map<string, unknown>;
  byValue: WeakMap<object, string>;
} {
  const byName = new NativeMap<string, unknown>();
  const global = globalThis as unknown as Record<string, { prototype?: unknown }>;
  for (const name of SHARED_CONSTRUCTORS) {
    byName.set(name, global[name]);
    byName.set(`${name}.prototype`, global[name]!.prototype);
  }
  for (const name of NAMESPACES) byName.set(name, global[name]);
  byName.set('Function.prototype', Function.prototype);
  byName.set('Array.prototype[Symbol.iterator]', getPrototypeOf([][Symbol.iterator]()));
  const generator = function* () {};
  byName.set('Generator.prototype', getPrototypeOf(generator.prototype as object));
  const byValue = new NativeWeakMap<object, string>();
  for (const [name, value] of byName) byValue.set(value as object, name);
  if (!guarded) return { byName, byValue };
  // The tests' side hands these out as the other side's own, and never receives them as its own.
  const evaluators: Record<string, unknown> = {
    Function,
    AsyncFunction: (async () => {}).constructor,
    GeneratorFunction: generator.constructor,
    AsyncGeneratorFunction: async function* () {}.constructor,
  };
  for (const name of EVALUATORS) evaluators[name] ??= global[name];
  // The tests' global object holds their runner and the grader's progress binding: a test that
  // hands it to the learner's code hands over the learner's own global instead.
  evaluators.globalThis = globalThis;
  for (const [name, value] of Object.entries(evaluators)) byValue.set(value as object, name);
  return { byName, byValue };
}

/** A value on the wire. */
type Wire =
  | { u: 1 } // undefined
  | { v: string | number | boolean | null }
  | { n: string } // NaN, ±Infinity, -0
  | { b: string } // bigint
  | { y: string } // a well-known symbol
  | { yf: string } // a registered symbol (Symbol.for)
  | { ys: number; d?: string } // the sender's own symbol
  | { yr: number } // the receiver's own symbol, handed back
  | { i: string } // a built-in, by name
  | { r: number } // the receiver's own object, handed back
  | { h: number; k: 'f' | 'a' | 'o' } // the sender's object: function, array or other
  | { nd: number } // the node announced on NODE_EVENT, by its number
  | { d: number } // a date's time
  | { re: [string, string] }
  | { map: Array<[Wire, Wire]> } // a Map's entries, copied
  | { set: Wire[] } // a Set's values, copied
  | { p: number }; // a promise the sender settles later

type Key = string | Wire;
type Request =
  | { op: 'root' }
  | { op: 'get'; id: number; key: Key; recv?: Wire }
  | { op: 'set'; id: number; key: Key; value: Wire }
  | { op: 'has' | 'del' | 'desc'; id: number; key: Key }
  | { op: 'def'; id: number; key: Key; desc: WireDescriptor }
  | { op: 'keys' | 'proto'; id: number }
  | { op: 'call'; id: number; self: Wire; args: Wire[] }
  | { op: 'new'; id: number; args: Wire[]; target?: Wire }
  | { op: 'settle'; id: number; ok: boolean; value: Wire };
type Answer = { v: Wire } | { x: Wire } | { miss: 1 };
interface WireDescriptor {
  value?: Wire;
  get?: Wire;
  set?: Wire;
  writable?: boolean;
  enumerable?: boolean;
  configurable?: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Node's brand check, without trusting anything the object says about itself. */
function isNode(value: object): value is Node {
  try {
    apply(nodeType, value, []);
    return true;
  } catch {
    return false;
  }
}

// eslint-disable-next-line launchpad/max-lines-per-function -- one closure over the maps of what crossed (ids, proxies, revocations), which every function of the membrane reads and none may leak (decision 0019); kept whole while it is the verdict's security boundary. A codec made from those maps could split it: left for a change of its own, tested by packages/grader's attacks.
export function createMembrane(options: MembraneOptions): Membrane {
  const { carrier, inbound, outbound, readOnlyExports } = options;
  const { byName, byValue } = intrinsics(readOnlyExports);

  // What this side handed out, by id, and the proxies of what it received, both ways.
  const exported = new NativeMap<number, object>();
  const exportIds = new NativeWeakMap<object, number>();
  const proxies = new NativeMap<number, object>();
  const proxyIds = new NativeWeakMap<object, number>();
  const prototypes = new NativeWeakMap<object, object | null>();
  const ownSymbols = new NativeMap<number, symbol>();
  const ownSymbolIds = new NativeMap<symbol, number>();
  const standIns = new NativeMap<number, symbol>();
  const standInIds = new NativeMap<symbol, number>();
  const pending = new NativeMap<number, { resolve(v: unknown): void; reject(e: unknown): void }>();
  let nextId = 1;
  // Both sides hear every node announcement, so they number them alike.
  const announced = new NativeMap<number, Node>();
  let heard = 0;

  apply(addEventListener, pageWindow, [
    NODE_EVENT,
    (event: Event) => {
      heard += 1;
      apply(mapSet, announced, [heard, apply(composedPath, event, [])[0] as Node]);
      announced.delete(heard - ANNOUNCEMENTS_KEPT);
    },
    true,
  ]);

  function ask(request: Request): Answer {
    apply(setAttribute, carrier, [REQUEST, stringify(request)]);
    apply(removeAttribute, carrier, [ANSWER]);
    apply(dispatchEvent, carrier, [new NativeEvent(outbound)]);
    const text = apply(getAttribute, carrier, [ANSWER]) as string | null;
    apply(removeAttribute, carrier, [ANSWER]);
    if (text === null) throw new NativeError('The page did not answer the tests.');
    const answer = parse(text) as unknown;
    if (!isObject(answer)) throw new NativeError('The page answered the tests with nonsense.');
    if ('x' in answer) throw decode(answer.x);
    return answer as Answer;
  }

  /** Asks, and decodes the value of the answer (a miss is `undefined`). */
  const value = (request: Request): unknown => {
    const answer = ask(request);
    return 'v' in answer ? decode(answer.v) : undefined;
  };

  apply(addEventListener, carrier, [
    inbound,
    () => {
      let answer: Answer;
      try {
        const request = parse(String(apply(getAttribute, carrier, [REQUEST]))) as unknown;
        answer = serve(request as Request);
      } catch (error) {
        answer = { x: encodeSafely(error) };
      }
      apply(setAttribute, carrier, [ANSWER, stringify(answer)]);
    },
  ]);

  function ownObject(id: unknown): object {
    const object = typeof id === 'number' ? (apply(mapGet, exported, [id]) as object) : undefined;
    if (object === undefined) throw new NativeError('No such object.');
    return object;
  }

  /** Carries out a request of the other side on this side's own objects. */
  function serve(request: Request): Answer {
    if (!isObject(request)) throw new NativeError('Not a request.');
    switch (request.op) {
      case 'root':
        if (!options.root) throw new NativeError('No root here.');
        return { v: encode(options.root) };
      case 'settle': {
        const waiting = apply(mapGet, pending, [request.id]) as
          { resolve(v: unknown): void; reject(e: unknown): void } | undefined;
        pending.delete(request.id);
        if (waiting) (request.ok ? waiting.resolve : waiting.reject)(decode(request.value));
        return { v: { u: 1 } };
      }
      case 'get': {
        const object = ownObject(request.id);
        const key = decodeKey(request.key);
        if (typeof object === 'function' && (key === 'caller' || key === 'arguments')) {
          return { v: { u: 1 } };
        }
        // Where the tests' code stands (an error's stack) is not the learner's to read.
        if (readOnlyExports && key === 'stack') return { v: { u: 1 } };
        const descriptor = getOwnPropertyDescriptor(object, key);
        if (!descriptor) return { miss: 1 };
        if ('value' in descriptor) return { v: encode(descriptor.value) };
        const receiver = request.recv === undefined ? object : decode(request.recv);
        return { v: encode(descriptor.get ? apply(descriptor.get, receiver, []) : undefined) };
      }
      case 'set': {
        const object = ownObject(request.id);
        if (readOnlyExports) return { v: { v: false } };
        return { v: { v: set(object, decodeKey(request.key), decode(request.value)) } };
      }
      case 'has':
        return { v: { v: has(ownObject(request.id), decodeKey(request.key)) } };
      case 'del': {
        const object = ownObject(request.id);
        if (readOnlyExports) return { v: { v: false } };
        return { v: { v: deleteProperty(object, decodeKey(request.key)) } };
      }
      case 'desc': {
        const key = decodeKey(request.key);
        const descriptor = getOwnPropertyDescriptor(ownObject(request.id), key);
        if (!descriptor || (readOnlyExports && key === 'stack')) return { miss: 1 };
        const wire: WireDescriptor = {
          enumerable: descriptor.enumerable === true,
          configurable: descriptor.configurable === true,
        };
        if ('value' in descriptor) {
          wire.value = encode(descriptor.value);
          wire.writable = descriptor.writable === true && !readOnlyExports;
        } else {
          wire.get = encode(descriptor.get);
          wire.set = encode(descriptor.set);
        }
        return { v: { v: stringify(wire) } };
      }
      case 'def': {
        const object = ownObject(request.id);
        if (readOnlyExports) return { v: { v: false } };
        return {
          v: { v: defineProperty(object, decodeKey(request.key), decodeDescriptor(request.desc)) },
        };
      }
      case 'keys': {
        const keys = ownKeys(ownObject(request.id)).map((key) =>
          typeof key === 'string' ? key : encode(key),
        );
        return { v: { v: stringify(keys) } };
      }
      case 'proto':
        return { v: encode(getPrototypeOf(ownObject(request.id))) };
      case 'call': {
        const fn = ownObject(request.id) as (...args: unknown[]) => unknown;
        const args = isArray(request.args) ? request.args.map(decode) : [];
        return { v: encode(apply(fn, decode(request.self), args)) };
      }
      case 'new': {
        const fn = ownObject(request.id) as new (...args: unknown[]) => object;
        const args = isArray(request.args) ? request.args.map(decode) : [];
        const target = request.target === undefined ? fn : decode(request.target);
        return { v: encode(construct(fn, args, target as typeof fn)) };
      }
      default:
        throw new NativeError('Unknown request.');
    }
  }

  function encodeSafely(error: unknown): Wire {
    try {
      return encode(error);
    } catch {
      return { v: 'An error that could not be passed on.' };
    }
  }

  function encodeSymbol(symbol: symbol): Wire {
    for (const name of WELL_KNOWN_SYMBOLS) if (Symbol[name] === symbol) return { y: name };
    const registered = symbolKeyFor(symbol);
    if (registered !== undefined) return { yf: registered };
    const standIn = apply(mapGet, standInIds, [symbol]) as number | undefined;
    if (standIn !== undefined) return { yr: standIn };
    let id = apply(mapGet, ownSymbolIds, [symbol]) as number | undefined;
    if (id === undefined) {
      id = nextId++;
      apply(mapSet, ownSymbolIds, [symbol, id]);
      apply(mapSet, ownSymbols, [id, symbol]);
    }
    return { ys: id, d: symbol.description };
  }

  function encode(value: unknown): Wire {
    switch (typeof value) {
      case 'undefined':
        return { u: 1 };
      case 'boolean':
      case 'string':
        return { v: value };
      case 'number':
        if (Number.isFinite(value) && !objectIs(value, -0)) return { v: value };
        return { n: objectIs(value, -0) ? '-0' : String(value) };
      case 'bigint':
        return { b: String(value) };
      case 'symbol':
        return encodeSymbol(value);
      default:
        break;
    }
    if (value === null) return { v: null };
    const object = value as object;
    const proxied = apply(weakGet, proxyIds, [object]) as number | undefined;
    if (proxied !== undefined) return { r: proxied };
    const intrinsic = apply(weakGet, byValue, [object]) as string | undefined;
    if (intrinsic !== undefined) return { i: intrinsic };
    if (isNode(object) && transferNode(object)) return { nd: heard };
    try {
      return { d: apply(dateTime, object, []) as number };
    } catch {
      // not a date
    }
    try {
      return {
        re: [apply(regexpSource, object, []) as string, apply(regexpFlags, object, []) as string],
      };
    } catch {
      // not a regular expression
    }
    // Maps and sets check what they are called on, so a proxy of one would not work: they are
    // copied, their entries crossing like any other value.
    try {
      const entries = [...(apply(mapEntries, object, []) as Iterable<[unknown, unknown]>)];
      return { map: entries.map(([key, item]) => [encode(key), encode(item)]) };
    } catch {
      // not a map
    }
    try {
      return { set: [...(apply(setValues, object, []) as Iterable<unknown>)].map(encode) };
    } catch {
      // not a set
    }
    if (object instanceof NativePromise) {
      const id = nextId++;
      try {
        // The two callbacks pass on both outcomes; the promise `then` returns has no one to tell.
        void apply(promiseThen, object, [
          (result: unknown) => ask({ op: 'settle', id, ok: true, value: encode(result) }),
          (error: unknown) => ask({ op: 'settle', id, ok: false, value: encodeSafely(error) }),
        ]);
        return { p: id };
      } catch {
        // not a real promise: handed out as an object
      }
    }
    let id = apply(weakGet, exportIds, [object]) as number | undefined;
    if (id === undefined) {
      id = nextId++;
      apply(weakSet, exportIds, [object, id]);
      apply(mapSet, exported, [id, object]);
    }
    return { h: id, k: typeof object === 'function' ? 'f' : isArray(object) ? 'a' : 'o' };
  }

  /**
   * Both worlds see the same node, each through its own wrapper: a node reaches the other side
   * as the target of an event the other side's window hears. A node outside the document has no
   * such path and crosses as an ordinary object.
   */
  function transferNode(node: Node): boolean {
    const root = apply(getRootNode, node, [{ composed: true }]) as Node;
    if (root !== pageDocument) return false;
    apply(dispatchEvent, node, [
      new NativeCustomEvent(NODE_EVENT, { bubbles: true, composed: true }),
    ]);
    return true;
  }

  function decodeKey(key: unknown): string | symbol {
    if (typeof key === 'string') return key;
    const decoded = decode(key);
    return typeof decoded === 'symbol' ? decoded : String(decoded);
  }

  function decodeDescriptor(wire: unknown): PropertyDescriptor {
    const descriptor: PropertyDescriptor = {};
    if (!isObject(wire)) return descriptor;
    if ('value' in wire) descriptor.value = decode(wire.value);
    if ('get' in wire) descriptor.get = decode(wire.get) as () => unknown;
    if ('set' in wire) descriptor.set = decode(wire.set) as (v: unknown) => void;
    for (const flag of ['writable', 'enumerable', 'configurable'] as const) {
      if (flag in wire) descriptor[flag] = wire[flag] === true;
    }
    return descriptor;
  }

  function decode(wire: unknown): unknown {
    if (!isObject(wire)) throw new NativeError('Not a value.');
    if ('u' in wire) return undefined;
    if ('v' in wire) {
      const plain = wire.v;
      if (plain === null || ['string', 'number', 'boolean'].includes(typeof plain)) return plain;
      throw new NativeError('Not a value.');
    }
    if ('n' in wire) return wire.n === '-0' ? -0 : Number(wire.n);
    if ('b' in wire) return BigInt(String(wire.b));
    if ('y' in wire) {
      const name = String(wire.y);
      return (WELL_KNOWN_SYMBOLS as readonly string[]).includes(name)
        ? Symbol[name as (typeof WELL_KNOWN_SYMBOLS)[number]]
        : undefined;
    }
    if ('yf' in wire) return Symbol.for(String(wire.yf));
    if ('yr' in wire) return apply(mapGet, ownSymbols, [wire.yr]);
    if ('ys' in wire) {
      const id = Number(wire.ys);
      let symbol = apply(mapGet, standIns, [id]) as symbol | undefined;
      if (!symbol) {
        symbol = Symbol(typeof wire.d === 'string' ? wire.d : undefined);
        apply(mapSet, standIns, [id, symbol]);
        apply(mapSet, standInIds, [symbol, id]);
      }
      return symbol;
    }
    if ('i' in wire) {
      const name = String(wire.i);
      // The tests' side handed its global over as ours; it never receives one as its own.
      if (name === 'globalThis') return readOnlyExports ? undefined : globalThis;
      // An evaluator of the other side is not ours to give: it stays unreachable here.
      return apply(mapHas, byName, [name]) ? apply(mapGet, byName, [name]) : undefined;
    }
    if ('r' in wire) return ownObject(wire.r);
    if ('nd' in wire) {
      const node = apply(mapGet, announced, [Number(wire.nd)]) as Node | undefined;
      announced.delete(Number(wire.nd));
      return node;
    }
    if ('d' in wire) return new NativeDate(Number(wire.d));
    if ('re' in wire && isArray(wire.re)) {
      return new NativeRegExp(String(wire.re[0]), String(wire.re[1]));
    }
    if ('map' in wire && isArray(wire.map)) {
      return new NativeMap(
        (wire.map as unknown[]).map((entry) => {
          const [key, item] = isArray(entry) ? entry : [];
          return [decode(key), decode(item)] as [unknown, unknown];
        }),
      );
    }
    if ('set' in wire && isArray(wire.set))
      return new NativeSet((wire.set as unknown[]).map(decode));
    if ('p' in wire) {
      const id = Number(wire.p);
      return new NativePromise((resolve, reject) =>
        apply(mapSet, pending, [id, { resolve, reject }]),
      );
    }
    if ('h' in wire)
      return proxyOf(Number(wire.h), wire.k === 'f' ? 'f' : wire.k === 'a' ? 'a' : 'o');
    throw new NativeError('Not a value.');
  }

  function proxyOf(id: number, kind: 'f' | 'a' | 'o'): object {
    const known = apply(mapGet, proxies, [id]) as object | undefined;
    if (known) return known;
    // A bound function is callable and constructible, and has no own `prototype` whose
    // invariants the proxy would have to keep; an array target makes Array.isArray true.
    const target: object = kind === 'f' ? function () {}.bind(null) : kind === 'a' ? [] : {};
    const fixed = (key: string | symbol) => kind === 'a' && key === 'length';
    const prototypeOf = (): object | null => {
      if (apply(weakHas, prototypes, [target]))
        return apply(weakGet, prototypes, [target]) as object | null;
      const proto = value({ op: 'proto', id });
      const result =
        typeof proto === 'object' || typeof proto === 'function' ? (proto as object | null) : null;
      apply(weakSet, prototypes, [target, result]);
      return result;
    };
    const handler: ProxyHandler<object> = {
      get(_target, key, receiver) {
        const answer = ask({
          op: 'get',
          id,
          key: typeof key === 'string' ? key : encodeSymbol(key),
          ...(receiver === proxy ? {} : { recv: encode(receiver) }),
        });
        if ('v' in answer) return decode(answer.v);
        const proto = prototypeOf();
        return proto === null ? undefined : get(proto, key, receiver);
      },
      set(_target, key, newValue) {
        return value({ op: 'set', id, key: wireKey(key), value: encode(newValue) }) === true;
      },
      has(_target, key) {
        return value({ op: 'has', id, key: wireKey(key) }) === true;
      },
      deleteProperty(_target, key) {
        if (fixed(key)) return false;
        return value({ op: 'del', id, key: wireKey(key) }) === true;
      },
      getOwnPropertyDescriptor(_target, key) {
        const text = value({ op: 'desc', id, key: wireKey(key) });
        if (typeof text !== 'string')
          return fixed(key) ? getOwnPropertyDescriptor(target, key) : undefined;
        const descriptor = decodeDescriptor(parse(text));
        // The proxy may only call a property fixed if its target has it fixed too.
        descriptor.configurable = fixed(key) ? false : true;
        if (fixed(key)) descriptor.writable = true;
        return descriptor;
      },
      defineProperty(_target, key, descriptor) {
        if (descriptor.configurable === false || fixed(key)) return false;
        const wire: WireDescriptor = {};
        if ('value' in descriptor) wire.value = encode(descriptor.value);
        if ('get' in descriptor) wire.get = encode(descriptor.get);
        if ('set' in descriptor) wire.set = encode(descriptor.set);
        for (const flag of ['writable', 'enumerable', 'configurable'] as const) {
          if (flag in descriptor) wire[flag] = descriptor[flag] === true;
        }
        return value({ op: 'def', id, key: wireKey(key), desc: wire }) === true;
      },
      ownKeys() {
        const text = value({ op: 'keys', id });
        const keys = (typeof text === 'string' ? (parse(text) as unknown[]) : []).map((key) =>
          typeof key === 'string' ? key : decodeKey(key),
        );
        const unique = [...new Set(keys)];
        if (kind === 'a' && !unique.includes('length')) unique.push('length');
        return unique;
      },
      getPrototypeOf: prototypeOf,
      setPrototypeOf: () => false,
      preventExtensions: () => false,
      apply(_target, self, args) {
        return value({ op: 'call', id, self: encode(self), args: args.map(encode) });
      },
      construct(_target, args, newTarget) {
        const made = value({
          op: 'new',
          id,
          args: args.map(encode),
          ...(newTarget === proxy ? {} : { target: encode(newTarget) }),
        });
        if ((typeof made !== 'object' && typeof made !== 'function') || made === null) {
          throw new NativeError('A constructor of the page returned no object.');
        }
        return made;
      },
    };
    const proxy: object = new NativeProxy(target, handler);
    apply(mapSet, proxies, [id, proxy]);
    apply(weakSet, proxyIds, [proxy, id]);
    return proxy;
  }

  const wireKey = (key: string | symbol): Key =>
    typeof key === 'string' ? key : encodeSymbol(key);

  return { root: () => value({ op: 'root' }) };
}

/** The element tag of the carrier, so each side can find it when they connect. */
export const CARRIER_TAG = 'launchpad-membrane';
/** Sent on the document by the tests' side to ask the learner's side for a carrier. */
export const CONNECT_EVENT = 'launchpad-membrane-connect';
export const TO_LEARNER = 'launchpad-membrane-to-learner';
export const TO_TESTS = 'launchpad-membrane-to-tests';
