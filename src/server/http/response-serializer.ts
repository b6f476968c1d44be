import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Every JSON answer is checked against its operation's zod schema (unknown keys are dropped, so a
 * field the contract does not name never leaves the server) and then written with JSON.stringify.
 * The same check as fastify-type-provider-zod 6's serializer, with the schema found once per route
 * rather than on every answer (its `instanceof` test ran per response on the hot path); version 7
 * does the same but checks with zod's `encode`, which refuses one-way transforms.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zodSchema = zodSchemaOf(schema);
  return (data) => {
    const result = zodSchema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

/** A response schema is a zod schema, or Fastify's `{ properties }` wrapper around one. */
function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  if (
    typeof schema === 'object' &&
    schema !== null &&
    'properties' in schema &&
    schema.properties instanceof z.ZodType
  )
    return schema.properties;
  throw new TypeError(`response schema is not a zod schema: ${JSON.stringify(schema)}`);
}
