type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<Rest>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

type RouteParams<Path extends string> = { [Name in ParamNames<Path>]: string };

function buildPath<Path extends string>(path: Path, params: RouteParams<Path>): string {
  const values: Record<string, string> = params;
  return path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? values[segment.slice(1)] : segment,
    )
    .join('/');
}

function matchPath<Path extends string>(pattern: Path, url: string): RouteParams<Path> | null {
  const expected = pattern.split('/');
  const actual = url.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < expected.length; index += 1) {
    const segment = expected[index];
    const value = actual[index];
    if (segment.startsWith(':')) {
      if (value === '') return null;
      params[segment.slice(1)] = value;
    } else if (segment !== value) {
      return null;
    }
  }
  return params as RouteParams<Path>;
}
