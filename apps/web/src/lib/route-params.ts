import { useParams } from '../router/index.ts';

/** The `:name` parameters of a path pattern: `'/admin/people/:id'` gives `'id'`. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

/** Reads one parameter from the text of the path: its value, or undefined when it is invalid. */
export type ParamParser<T> = (raw: string) => T | undefined;

/** The parsers a page declares for the parameters it reads. */
export const routeParam = {
  /**
   * A row's id: a whole number from 1 up ('7' gives 7). Anything else ('0', '-1', '7.5', 'abc')
   * is invalid, and the page shows what it shows for an id that names nothing.
   */
  id: (raw: string): number | undefined => {
    const id = Number(raw);
    return Number.isInteger(id) && id > 0 ? id : undefined;
  },
  /** The segment's text as it is, decoded (a username, a certificate's id): never invalid. */
  text: (raw: string): string => raw,
} satisfies Record<string, ParamParser<unknown>>;

type ParamSpec = Record<string, ParamParser<unknown>>;

type ParsedParams<Spec extends ParamSpec> = {
  readonly [K in keyof Spec]: Exclude<ReturnType<Spec[K]>, undefined>;
};

/** The parsed parameters; null when a parser that may refuse did refuse. */
export type RouteParams<Spec extends ParamSpec> =
  undefined extends ReturnType<Spec[keyof Spec]> ? ParsedParams<Spec> | null : ParsedParams<Spec>;

/**
 * The parameters a page reads, parsed and typed: `path` is its route's pattern from
 * `lib/paths.ts`, so the compiler holds the names to it, and `spec` gives each name its parser.
 *
 *   const params = useRouteParams(paths.adminPerson, { id: routeParam.id }); // { id: number } | null
 *
 * The answer is null when a value is invalid (only parsers that may refuse, like `routeParam.id`,
 * make it nullable), and the page shows its not-found or invalid state. A name the route shown
 * does not have means the page is mounted under another route: that throws.
 */
export function useRouteParams<
  Path extends string,
  Spec extends Partial<Record<PathParamNames<Path>, ParamParser<unknown>>> & ParamSpec,
>(
  path: Path,
  spec: Spec & Record<Exclude<keyof Spec, PathParamNames<Path>>, never>,
): RouteParams<Spec> {
  const raw = useParams();
  const parsed: Record<string, unknown> = {};
  for (const [name, parse] of Object.entries(spec)) {
    const text = raw[name];
    if (text === undefined)
      throw new Error(`The route shown has no :${name} (the page's is ${path}).`);
    const value = parse(text);
    if (value === undefined) return null as RouteParams<Spec>;
    parsed[name] = value;
  }
  return parsed as RouteParams<Spec>;
}
