// Work out the parameter names from the path with template literal types.
type ParamNames<Path extends string> = string;

type RouteParams<Path extends string> = Record<string, string>;

function buildPath(path: string, params: Record<string, string>): string {
  return path;
}

function matchPath(pattern: string, url: string): Record<string, string> | null {
  return null;
}
