import type {
  EndpointName,
  EndpointRequest,
  EndpointResult,
  endpointPaths,
  JsonEndpointName,
  SiteEndpointName,
} from '@launchpad/contract';
import { api, type CallArguments } from '../api-client.ts';

type Routes = typeof endpointPaths;

/** The operations a query caches: those that read (GET) and answer JSON. */
export type ReadOperation = {
  [N in JsonEndpointName]: Routes[N]['method'] extends 'GET' ? N : never;
}[JsonEndpointName];

/** The operations that change something on the server: every one that is not a GET. */
export type WriteOperation = {
  [N in EndpointName]: Routes[N]['method'] extends 'GET' ? never : N;
}[EndpointName];

/** What a read is called with: its params and query, as `api.call` takes them. */
export type ReadInput<N extends ReadOperation> = EndpointRequest<N>;

/**
 * The cache key of a read: its operation's name, then what it is called with (`{}` when it takes
 * nothing). Two calls share a cache entry exactly when they would send the same request, and
 * `[name]` alone is the prefix of every entry of that operation (see `invalidation.ts`).
 */
export type ReadKey<N extends ReadOperation> = readonly [name: N, input: ReadInput<N>];

export function queryKey<N extends ReadOperation>(
  name: N,
  ...[input]: CallArguments<N>
): ReadKey<N> {
  return [name, input ?? {}] as ReadKey<N>;
}

/** The prefix of every cache key of operation `name`, whatever its input. */
export function everyKeyOf(name: ReadOperation): readonly [ReadOperation] {
  return [name];
}

/** A client that can make read `N` (`api`, or the cohort's `cohortApi`). */
export interface ReadCaller<N extends ReadOperation> {
  call(name: N, ...input: CallArguments<N>): Promise<EndpointResult<N>>;
}

/** The key and the fetch of read `name` through `client`, from the same name and input. */
export function readQuery<N extends ReadOperation>(
  client: ReadCaller<NoInfer<N>>,
  name: N,
  input: CallArguments<N>,
) {
  return {
    queryKey: queryKey(name, ...input),
    queryFn: () => client.call(name, ...input),
  };
}

/**
 * The key and the fetch of one of the site's reads, from the same name and input so they cannot
 * disagree. Spread it into `queryOptions` with the query's own settings:
 *
 *   queryOptions({ ...apiQuery('challengeDetail', { params: { id } }), staleTime: Infinity })
 */
export function apiQuery<N extends ReadOperation & SiteEndpointName>(
  name: N,
  ...input: CallArguments<N>
) {
  return readQuery(api, name, input);
}
