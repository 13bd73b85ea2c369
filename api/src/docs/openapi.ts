import { noInput, toSnakeKey, type CallDefinition } from '@patrimo/shared';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Keywords whose value is a map of property name → schema (names are renamed to snake_case). */
const PROPERTY_MAPS = new Set(['properties']);
/** Keywords whose value is one schema. */
const SUBSCHEMA = new Set(['items', 'additionalProperties', 'not', 'propertyNames', 'contains', 'unevaluatedProperties', 'if', 'then', 'else']);
/** Keywords whose value is a list of schemas. */
const SUBSCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
/** Keywords whose value is a map of name → schema whose names are not wire keys. */
const SCHEMA_MAPS = new Set(['$defs', 'definitions', 'patternProperties', 'dependentSchemas']);

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Rewrites a JSON Schema generated from a camelCase zod schema so that it describes the wire:
 * property names (and `required`) in snake_case, as `toWire` sends them.
 */
export function snakeCaseSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(snakeCaseSchema);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema') continue;
    if (PROPERTY_MAPS.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [toSnakeKey(name), snakeCaseSchema(sub)]));
    } else if (key === 'required' && Array.isArray(value)) {
      out[key] = value.map((name) => (typeof name === 'string' ? toSnakeKey(name) : name));
    } else if (SUBSCHEMA.has(key)) {
      out[key] = snakeCaseSchema(value);
    } else if (SUBSCHEMA_LISTS.has(key) && Array.isArray(value)) {
      out[key] = value.map(snakeCaseSchema);
    } else if (SCHEMA_MAPS.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, snakeCaseSchema(sub)]));
    } else {
      out[key] = value;
    }
  }
  return out;
}

/**
 * The JSON Schema of a zod schema. Body, query and answer keys are renamed to the wire's snake_case; path
 * parameters are not: they are named by the path template (`/users/{userId}`), which is what the server matches
 * and what "Try it out" fills in.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', keys: 'wire' | 'path' = 'wire'): JsonSchema {
  // `unrepresentable: 'any'`: a transform or a custom type documents as "anything" instead of failing the
  // whole document.
  const generated = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  if (keys === 'path') {
    const copy: JsonSchema = { ...(generated as JsonSchema) };
    delete copy.$schema;
    return copy;
  }
  return snakeCaseSchema(generated) as JsonSchema;
}

function parameters(schema: JsonSchema, location: 'path' | 'query'): JsonSchema[] {
  if (!isObject(schema.properties)) return [];
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.entries(schema.properties).map(([name, sub]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: sub,
  }));
}

const errorBody: JsonSchema = {
  type: 'object',
  properties: {
    error: { type: 'string', description: 'Code d’erreur global (vocabulaire de la spécification §8).' },
    errors: {
      type: 'object',
      description: 'Codes d’erreur par champ (noms en snake_case).',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
};

const errorResponse = (description: string): JsonSchema => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

/** `/users/:userId` → `/users/{userId}`. */
export function openApiPath(call: CallDefinition): string {
  return `/api${call.path}`.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '{$1}');
}

function operation(call: CallDefinition, implemented: boolean): JsonSchema {
  const params = jsonSchema(call.params, 'input', 'path');
  const query = jsonSchema(call.query, 'input');
  const body = jsonSchema(call.body, 'input');
  const response = jsonSchema(call.response, 'output');
  const secured = call.access.level !== 'public';
  // Calls declared without a body get the shared empty schema: nothing to document.
  const takesBody = call.method !== 'GET' && call.body !== noInput;
  const responses: JsonSchema = {
    [String(call.successStatus)]:
      call.successStatus === 204
        ? { description: 'Succès, sans contenu.' }
        : call.download
          ? {
              description: 'Succès : le fichier, en pièce jointe (`Content-Disposition: attachment; filename=…`).',
              content: { [call.download.contentType === '*' ? 'application/octet-stream' : call.download.contentType]: { schema: { type: 'string', format: 'binary' } } },
            }
          : { description: 'Succès.', content: { 'application/json': { schema: response } } },
    '400': errorResponse('Requête invalide : `{ "errors": { "champ": ["code"] } }` ou `{ "error": "code" }`.'),
  };
  if (secured) {
    responses['401'] = errorResponse('Non authentifié (`unauthorized`) ou session expirée (`timeout`).');
    responses['403'] = errorResponse('Accès refusé (`forbidden`, `is_admin`, `not_admin`).');
  }
  return {
    operationId: call.id,
    summary: call.summary,
    ...(implemented
      ? {}
      : {
          description: 'Appel du contrat pas encore servi par l’API : il répond aujourd’hui 404 `route_not_found`.',
          'x-implemented': false,
        }),
    tags: [call.tag],
    ...(secured ? { security: [{ bearer: [] }] } : { security: [] }),
    parameters: [...parameters(params, 'path'), ...parameters(query, 'query')],
    ...(takesBody ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of the whole contract (`@patrimo/shared`), generated with zod's JSON Schema
 * output, property names as on the wire (snake_case). Calls the server does not serve yet are listed too,
 * marked `x-implemented: false`, so the client teams see the contract they build against.
 */
export function buildOpenApiDocument(contract: readonly CallDefinition[], implemented: readonly CallDefinition[], version: string): JsonSchema {
  const served = new Set(implemented.map((call) => call.id));
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const call of [...contract, ...implemented.filter((call) => !contract.includes(call))]) {
    const entry = (paths[openApiPath(call)] ??= {});
    entry[call.method.toLowerCase()] = operation(call, served.has(call.id));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'API Patrimo',
      version,
      description:
        'API REST de Patrimo. Clés JSON en snake_case dans les deux sens ; jeton porteur (`Authorization: Bearer …`) obtenu par `POST /api/oauth/token`.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { ErrorBody: errorBody },
    },
  };
}
