import { endpoints, type EndpointDefinition, type EndpointName } from '@launchpad/contract';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered under /api, as `onRoute` saw it (tests compare it with the table). */
    apiRoutes: readonly RegisteredApiRoute[];
  }
  interface FastifyContextConfig {
    /** The operation of the endpoint table this route serves (set by `defineRoute`). */
    endpoint?: EndpointName;
    /** The route never asks who calls: a session cookie sent with it is not looked up. */
    anonymous?: boolean;
  }
}

export interface RegisteredApiRoute {
  method: string;
  url: string;
  endpoint: EndpointName | undefined;
}

/** The app as a route plugin of fastify-type-provider-zod sees it. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Definition<N extends EndpointName> = (typeof endpoints)[N];

/** The Fastify schema of operation N, so request and reply types come from the table. */
export interface EndpointSchema<N extends EndpointName> extends FastifySchema {
  params: Definition<N> extends { params: infer P } ? P : undefined;
  querystring: Definition<N> extends { query: infer Q } ? Q : undefined;
  body: Definition<N> extends { body: infer B } ? B : undefined;
  /** Raw answers (a file, a script, a page) are written by the handler and not serialized. */
  response: Definition<N> extends { rawContentType: string }
    ? undefined
    : Definition<N>['responses'];
}

/** Everything a route adds to its operation: its hooks and handler. Method, path, schemas and
 * access come from the table. */
export type EndpointRouteOptions<N extends EndpointName> = EndpointRouteExtras &
  Omit<
    RouteShorthandOptionsWithHandler<
      RawServerDefault,
      RawRequestDefaultExpression,
      RawReplyDefaultExpression,
      RouteGenericInterface,
      ContextConfigDefault,
      EndpointSchema<N>,
      ZodTypeProvider,
      FastifyBaseLogger
    >,
    'schema' | 'config'
  >;

interface EndpointRouteExtras {
  /**
   * For public operations whose answer is the same for every caller (health, documentation,
   * site figures): the session cookie is not resolved, which would cost a cache or database
   * read and the user's row on every call. The handler then sees no user.
   */
  anonymous?: true;
}

function schemaOf(endpoint: EndpointDefinition): FastifySchema {
  const schema: FastifySchema = {};
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (!endpoint.rawContentType) schema.response = endpoint.responses;
  return schema;
}

/**
 * Registers operation `name` of the endpoint table: its method, path, zod schemas (params, query,
 * body, responses) and `config.access` come from the table; the caller adds the handler and any
 * hooks (limits), typed by the same schemas.
 */
export function defineRoute<N extends EndpointName>(
  app: ZodApp,
  name: N,
  options: EndpointRouteOptions<N>,
): void {
  const endpoint: EndpointDefinition = endpoints[name];
  const { anonymous = false, ...route } = options;
  if (anonymous && endpoint.access !== 'public') {
    throw new Error(`${name} is for ${endpoint.access}s only: it cannot ignore its caller.`);
  }
  app.route({
    ...(route as unknown as Omit<RouteOptions, 'method' | 'url'>),
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint),
    config: { access: endpoint.access, endpoint: name, anonymous },
  });
}

/**
 * Records every route registered under /api from here on (`app.apiRoutes`), so a test can hold
 * the app to the endpoint table: no operation missing, no route beside it.
 */
export function trackApiRoutes(app: FastifyInstance): void {
  const routes: RegisteredApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (route.url !== '/api' && !route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, endpoint: route.config?.endpoint });
    }
  });
}
