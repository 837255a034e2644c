import type { SchemaObject } from '@nestjs/swagger';
import type { ZodTypeAny } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';

export type { SchemaObject };

/**
 * zod-to-json-schema types its parameter with its own import of zod's v3 types; comparing those
 * with our schemas' types sends the compiler into endless instantiation, so the call is typed here.
 */
const convert = zodToJsonSchema as unknown as (
  schema: ZodTypeAny,
  options: { target: 'openApi3'; $refStrategy: 'none' },
) => Record<string, unknown>;

/** A contracts zod schema as an OpenAPI 3 schema object. */
export function jsonSchemaOf(schema: ZodTypeAny): SchemaObject {
  const { $schema: _ignored, ...rest } = convert(schema, { target: 'openApi3', $refStrategy: 'none' });
  return rest as SchemaObject;
}
