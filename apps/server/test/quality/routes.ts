import fc from 'fast-check';
import { z } from 'zod';
import { API_BASE, CONTRACT, type RouteDef } from '@console/contract';
import type { InjectOptions } from 'fastify';

/** Every route of the contract, named `<domain>.<route>`: what the checks below walk. */
export const ROUTES: { name: string; def: RouteDef }[] = Object.entries(CONTRACT).flatMap(([domain, routes]) =>
  Object.entries(routes as Record<string, RouteDef>).map(([route, def]) => ({ name: `${domain}.${route}`, def })));

/** The part of a JSON Schema the contract's request schemas produce. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Time enough for a check that sends each route a few requests on a loaded machine: it grows with the routes. */
export const PER_ROUTE_TIMEOUT_MS = Math.max(20_000, ROUTES.length * 200);

/** The fields of a request part, with the JSON Schema of each (none when the route has no such part). */
export const fieldsOf = (schema: z.ZodType | undefined): Record<string, JsonSchema> => (schema ? (jsonSchemaOf(schema).properties ?? {}) : {});

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  const anyText = fc.string({ minLength, maxLength, unit: 'grapheme' });
  if (!schema.pattern) return anyText;
  try {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
  } catch {
    // fast-check cannot generate from every pattern (lookaheads): such fields get texts that mostly fail it.
    return anyText;
  }
}

/** Small numbers first: they are the ids of rows that exist. */
function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1_000_000, -1_000_000);
  const max = Math.min(schema.maximum ?? 1_000_000, 1_000_000);
  return fc.oneof({ arbitrary: fc.integer({ min, max: Math.min(max, min + 50) }), weight: 3 }, { arbitrary: fc.integer({ min, max }), weight: 1 });
}

/** Values a schema accepts (as far as a JSON Schema can say; refinements may still refuse some). */
export function valueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(valueOf));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return fc.oneof(...types.map((type) => valueOfType(type, schema)));
}

function valueOfType(type: string | undefined, schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string': return stringOf(schema);
    case 'integer':
    case 'number': return integerOf(schema);
    case 'boolean': return fc.boolean();
    case 'null': return fc.constant(null);
    case 'array': return fc.array(valueOf(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, valueOf(property)]));
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    default: return fc.jsonValue();
  }
}

/** A value the schema very likely refuses: one field made wrong, an unknown field, or anything at all. */
function invalidValueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const wrongField = valueOf(schema).chain((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fc.constant(value);
    const keys = Object.keys(value);
    if (keys.length === 0) return fc.constant({ unexpected: 1 });
    return fc.tuple(fc.constantFrom(...keys), fc.oneof(fc.jsonValue(), fc.string(), fc.constant(''), fc.integer())).map(([key, wrong]) => ({ ...value, [key]: wrong }));
  });
  const unknownField = valueOf(schema).map((value) => (typeof value === 'object' && value !== null ? { ...value, ['x-unknown']: 'x' } : value));
  return fc.oneof(wrongField, unknownField, fc.jsonValue());
}

export interface RequestParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

const isDotSegment = (value: unknown) => value === '.' || value === '..';

/** Parts a route most likely accepts, or, when `valid` is false, parts it most likely refuses. */
export function requestPartsOf(def: RouteDef, valid: boolean): fc.Arbitrary<RequestParts> {
  const part = (schema: z.ZodType | undefined) => {
    if (!schema) return fc.constant(undefined);
    const json = jsonSchemaOf(schema);
    return valid ? valueOf(json) : invalidValueOf(json);
  };
  // Path parameters stay valid: a wrong one only ever reaches the 404 of the router. Nor are they
  // `.` or `..`: the request URL is resolved before it is sent, so those would leave the route.
  const params = def.params ? valueOf(jsonSchemaOf(def.params)).filter((value) => !Object.values(value as object).some(isDotSegment)) : fc.constant(undefined);
  return fc.record({ params, query: part(def.query), body: part(def.body) });
}

/** A value as a form field or query parameter: arrays as the comma-separated lists the contract takes. */
function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(asText).join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const asTextRecord = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([key, field]) => [key, asText(field)]))
    : { value: asText(value) };

/** The inject options of one request to a route, signed in with `token` when given. */
export function injectOptionsOf(def: RouteDef, parts: RequestParts, token?: string): InjectOptions {
  const params = asTextRecord(parts.params ?? {});
  const path = def.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] || '1'));
  const headers: Record<string, string> = token ? { authorization: token } : {};
  const options: InjectOptions = { method: def.method, url: def.base === 'api' ? `${API_BASE}${path}` : path, headers };
  if (parts.query !== undefined) options.query = asTextRecord(parts.query);
  if (parts.body !== undefined) {
    if (def.bodyEncoding === 'json') {
      headers['content-type'] = 'application/json';
      options.payload = JSON.stringify(parts.body);
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      options.payload = new URLSearchParams(asTextRecord(parts.body)).toString();
    }
  }
  return options;
}
