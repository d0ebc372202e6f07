import {
  type EndpointAccess,
  XSRF_HEADER,
  apiErrorSchema,
  endpoints,
  type EndpointDefinition,
  type EndpointName,
} from '@launchpad/contract';
import { z } from 'zod';
import { SESSION_COOKIE } from '../modules/auth/sessions.ts';

type JsonSchema = Record<string, unknown>;

/** Each operation of the document, in table order, with what the docs page shows. */
export interface DocumentedOperation {
  name: EndpointName;
  method: string;
  path: string;
  access: string;
  summary: string;
  operation: JsonSchema;
}

export interface ApiDescription {
  document: JsonSchema;
  operations: DocumentedOperation[];
}

const ACCESS_TEXT = {
  public: 'Anyone',
  user: 'A logged-in user (401 otherwise)',
  staff: 'A verified team or mentor account (401 anonymous, 403 anyone else)',
  admin:
    'A verified team account: from ADMIN_EMAILS or invited to the team (401 anonymous, 403 anyone else)',
} as const satisfies Record<EndpointAccess, string>;

/**
 * A zod schema as JSON Schema (draft 2020-12, OpenAPI 3.1's dialect): what a client sends
 * (`input`: defaults may be left out) or what it receives (`output`). Transforms and refinements
 * have no JSON Schema form; their checks are only in the server's validation.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function parameters(endpoint: EndpointDefinition): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (object.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return list;
}

function requestBody(endpoint: EndpointDefinition): JsonSchema | undefined {
  if (endpoint.upload) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              [endpoint.upload]: { type: 'string', contentMediaType: 'application/octet-stream' },
            },
            required: [endpoint.upload],
          },
        },
      },
    };
  }
  if (!endpoint.body) return undefined;
  return {
    required: true,
    content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
  };
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

function responses(endpoint: EndpointDefinition): JsonSchema {
  const result: JsonSchema = {};
  for (const [status, schema] of Object.entries(endpoint.responses)) {
    const contentType = endpoint.rawContentType ?? 'application/json';
    result[status] = {
      description: Number(status) < 400 ? 'Success' : 'See the body',
      content: {
        [contentType]: {
          schema: contentType.includes('json') ? jsonSchema(schema, 'output') : { type: 'string' },
        },
      },
    };
  }
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.upload) {
    result['400'] ??= errorResponse('The request is not valid: fieldErrors says what to fix.');
  }
  if (endpoint.access !== 'public') result['401'] ??= errorResponse('Not logged in.');
  if (endpoint.access === 'admin') result['403'] ??= errorResponse('Not on the team.');
  result.default = errorResponse('Any other error (404, 409, 413, 415, 429, 503...).');
  return result;
}

/**
 * The OpenAPI 3.1 description of the whole API, generated from the endpoint table that also
 * registers the routes, so the two cannot drift apart.
 */
export function describeApi(): ApiDescription {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const operations: DocumentedOperation[] = [];
  for (const [name, endpoint] of Object.entries(endpoints) as [
    EndpointName,
    EndpointDefinition,
  ][]) {
    const params = parameters(endpoint);
    const body = requestBody(endpoint);
    const operation: JsonSchema = {
      operationId: name,
      summary: endpoint.summary,
      description: `Who may call it: ${ACCESS_TEXT[endpoint.access]}.`,
      'x-access': endpoint.access,
      security: endpoint.access === 'public' ? [] : [{ session: [] }],
      ...(params.length > 0 && { parameters: params }),
      ...(body && { requestBody: body }),
      responses: responses(endpoint),
    };
    (paths[openApiPath(endpoint.path)] ??= {})[endpoint.method.toLowerCase()] = operation;
    operations.push({
      name,
      method: endpoint.method,
      path: endpoint.path,
      access: endpoint.access,
      summary: endpoint.summary,
      operation,
    });
  }
  const document = {
    openapi: '3.1.0',
    info: {
      title: 'Frontend Launchpad API',
      version: '1',
      description:
        `The JSON API of Frontend Launchpad, served from the same origin as the web app. Every ` +
        `POST, PUT, PATCH and DELETE must echo the XSRF-TOKEN cookie in the ${XSRF_HEADER} ` +
        `header. Errors are { message, fieldErrors? }.`,
    },
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description:
            'The session cookie set by login, register, Google sign-in or a mailed link.',
        },
      },
    },
  };
  return { document, operations };
}
