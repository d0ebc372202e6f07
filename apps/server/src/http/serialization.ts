import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifySchema } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Answers whose JSON a route wrote itself (`sendJsonText`): no serializer sees them. */
const writtenByRoute = new WeakSet<FastifyReply>();

/**
 * Sends JSON text the route wrote itself, from parts built once (the challenge list). Fastify's
 * serializer does not see it; with response validation (the tests) it is still parsed and held
 * to the operation's schema, exactly: a property the schema does not name fails it too.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  writtenByRoute.add(reply);
  return reply.type('application/json; charset=utf-8').send(json);
}

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
    app.addHook('onSend', async (request, reply, payload) => {
      if (!writtenByRoute.has(reply) || typeof payload !== 'string') return payload;
      const responses = (request.routeOptions.schema as FastifySchema | undefined)?.response as
        Record<string, unknown> | undefined;
      const schema = responses?.[String(reply.statusCode)];
      if (!(schema instanceof z.ZodType)) {
        throw new Error(`No response schema for ${reply.statusCode} to check the written JSON by.`);
      }
      const written: unknown = JSON.parse(payload);
      const result = schema.safeParse(written);
      if (!result.success || !isDeepStrictEqual(result.data, written)) {
        throw new Error(
          `The written JSON does not match the response schema: ${result.error?.message ?? 'it has properties the schema does not name, or values it changes'}`,
        );
      }
      return payload;
    });
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
