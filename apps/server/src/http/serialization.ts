import type { FastifyInstance, FastifySchema } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Several operations share a response schema: each is converted once. */
const converted = new WeakMap<z.ZodType, JsonSchema>();

/**
 * A zod response schema as the JSON Schema Fastify's compiled serializer (fast-json-stringify)
 * writes answers with: what the client receives (`output`), in draft 7, its dialect.
 */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  let json = converted.get(schema);
  if (!json) {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'any',
    });
    json = rest;
    converted.set(schema, json);
  }
  return json;
}

/**
 * How answers are written. With `validate`, each answer is checked against its zod schema before
 * it is sent (a mismatch is a 500): the tests run this way, so contract drift fails them. Without,
 * the zod schemas become JSON Schemas when each route is registered and Fastify's compiled
 * serializer writes the answers, with no per-answer check: production's way, several times
 * faster on large answers. Both drop properties the schema does not name.
 */
export function registerResponseSerialization(
  app: FastifyInstance,
  { validate }: { validate: boolean },
): void {
  if (validate) {
    app.setSerializerCompiler(serializerCompiler);
    return;
  }
  app.addHook('onRoute', (route) => {
    const responses = (route.schema as FastifySchema | undefined)?.response as
      Record<string, unknown> | undefined;
    if (!route.schema || !responses) return;
    route.schema.response = Object.fromEntries(
      Object.entries(responses).map(([status, schema]) => [
        status,
        schema instanceof z.ZodType ? responseJsonSchema(schema) : schema,
      ]),
    );
  });
}
