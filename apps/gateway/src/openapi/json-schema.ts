import { applyDecorators } from '@nestjs/common';
import { ApiParam, ApiQuery, type SchemaObject } from '@nestjs/swagger';
import type { ZodTypeAny } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';

/**
 * zod-to-json-schema types its parameter with its own import of zod's v3 types; comparing those
 * with our schemas' types sends the compiler into endless instantiation, so the call is typed here.
 */
const convert = zodToJsonSchema as unknown as (
  schema: ZodTypeAny,
  options: { target: 'openApi3'; $refStrategy: 'none' },
) => Record<string, unknown>;

/** A contracts zod schema as an OpenAPI 3 schema object, for @ApiBody. */
export function jsonSchemaOf(schema: ZodTypeAny): SchemaObject {
  const { $schema: _ignored, ...rest } = convert(schema, { target: 'openApi3', $refStrategy: 'none' });
  return rest as SchemaObject;
}

/**
 * The OpenAPI parameters of a contracts schema that validates a route's input: the fields named in
 * `pathParams` as path parameters, the others as query parameters, each with its constraints and default.
 */
export function ApiParametersFrom(schema: ZodTypeAny, pathParams: readonly string[] = []): MethodDecorator {
  const { properties = {}, required = [] } = jsonSchemaOf(schema) as { properties?: Record<string, SchemaObject>; required?: string[] };
  return applyDecorators(
    ...Object.entries(properties).map(([name, property]) =>
      pathParams.includes(name)
        ? ApiParam({ name, required: true, schema: property })
        : ApiQuery({ name, required: required.includes(name), schema: property }),
    ),
  );
}
