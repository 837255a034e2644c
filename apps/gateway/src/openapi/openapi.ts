import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { API_BASE, PATH_PARAM, ROUTES, apiPathOf, type Route } from '@labmedicin/contracts';
import { SESSION_COOKIE_NAME } from '../config/gateway.config';
import { jsonSchemaOf, type SchemaObject } from './json-schema';

type Operation = OpenAPIObject['paths'][string]['get'];

/** A route's path parameters and query as OpenAPI parameters, each with its constraints and default. */
function parametersOf(route: Route): NonNullable<NonNullable<Operation>['parameters']> {
  const fields = (schema: Route['params'], place: 'path' | 'query') => {
    if (!schema) return [];
    const { properties = {}, required = [] } = jsonSchemaOf(schema) as { properties?: Record<string, SchemaObject>; required?: string[] };
    return Object.entries(properties).map(([name, property]) => ({ name, in: place, required: place === 'path' || required.includes(name), schema: property }));
  };
  return [...fields(route.params, 'path'), ...fields(route.query, 'query')];
}

function requestBodyOf(route: Route): NonNullable<Operation>['requestBody'] {
  if (route.file) {
    // The form's other fields, beside the file.
    const fields = (route.body ? jsonSchemaOf(route.body) : {}) as { properties?: Record<string, SchemaObject>; required?: string[] };
    const schema: SchemaObject = {
      type: 'object',
      properties: { [route.file]: { type: 'string', format: 'binary' }, ...fields.properties },
      required: [route.file, ...(fields.required ?? [])],
    };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  if (!route.body) return undefined;
  return { required: !route.bodyOptional, content: { 'application/json': { schema: jsonSchemaOf(route.body) } } };
}

/** JSON as the route's answer schema says, or a download's bytes. */
function answerContentOf(route: Route): Record<string, { schema: SchemaObject }> {
  if (route.download) return { [route.download]: { schema: { type: 'string', format: 'binary' } } };
  return { [route.contentType ?? 'application/json']: { schema: jsonSchemaOf(route.answer) } };
}

/** The OpenAPI operation of a route of the contracts' table. */
function operationOf(name: string, route: Route): NonNullable<Operation> {
  const status = String(route.status ?? 200);
  const requestBody = requestBodyOf(route);
  return {
    operationId: name,
    tags: [route.tag],
    summary: route.summary,
    parameters: parametersOf(route),
    ...(requestBody ? { requestBody } : {}),
    responses:
      route.status === 302
        ? { '302': { description: 'Redirect (a browser navigation): Location is where it goes on' } }
        : { [status]: { description: 'Success', content: answerContentOf(route) } },
    ...(route.access === 'public' ? {} : { security: [{ cookie: [] }] }),
  };
}

/** The paths of the document, made from the contracts' route table: `/articles/:slug` is `/api/articles/{slug}`. */
function openApiPaths(): OpenAPIObject['paths'] {
  const paths: OpenAPIObject['paths'] = {};
  for (const [name, route] of Object.entries(ROUTES) as [string, Route][]) {
    const path = `${API_BASE}${route.path.replace(PATH_PARAM, '{$1}')}`;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(name, route) };
  }
  return paths;
}

/**
 * The OpenAPI document of the routes, made from the contracts' route table alone: what the
 * gateway serves and what docs/openapi.json holds (`npm run openapi` writes it).
 */
function openApiDocument(): OpenAPIObject {
  const base = new DocumentBuilder()
    .setTitle('Labmedicin API')
    .setDescription(
      'The API of Labmedicin. Successful answers are { success: true, data, pagination?, message? } ' +
        '(auth answers carry user instead of data); errors are { success: false, code, message, errors?, fieldCodes? }. ' +
        `Log in with ${ROUTES.authLogin.method} ${apiPathOf(ROUTES.authLogin)}; the session cookie does the rest. ` +
        'The lab handbook is also a read-only HL7 FHIR R4 catalogue for hospital systems, at /fhir (the routes tagged fhir; ' +
        'its CapabilityStatement: [/fhir/metadata](/fhir/metadata)), answering FHIR JSON and OperationOutcome instead of the shapes above.',
    )
    .setExternalDoc('FHIR R4 CapabilityStatement of the lab handbook', '/fhir/metadata')
    .setVersion('1.0')
    .addCookieAuth(SESSION_COOKIE_NAME)
    .build();
  return { ...base, paths: openApiPaths() };
}

/** The document as docs/openapi.json holds it: what `npm run openapi` writes and the gateway's tests compare. */
export function openApiJson(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}

/** Where Swagger UI shows the document, under the API (Nest's paths are without the leading slash). */
const DOCS_PATH = `${API_BASE.slice(1)}/docs`;

/** The OpenAPI document as Swagger UI at /api/docs and JSON at /api/docs-json. */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup(DOCS_PATH, app, openApiDocument(), { jsonDocumentUrl: `${DOCS_PATH}-json` });
}
