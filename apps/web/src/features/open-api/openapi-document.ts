import type { Access } from '@console/contract';

/** A JSON Schema (2020-12) of the document, as far as the reference shows it. */
export interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  $ref?: string;
  [keyword: string]: unknown;
}

export interface Parameter { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }

type Contents = Record<string, { schema?: JsonSchema }>;

export interface Operation {
  operationId?: string;
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Contents };
  responses?: Record<string, { description?: string; content?: Contents }>;
  security?: Record<string, string[]>[];
  'x-access'?: Access;
}

/** One tag's part of the document (`GET /openapi/tags/:tag`). */
export interface TagDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface ListedOperation { method: string; path: string; operationId?: string; summary?: string; 'x-access'?: Access }

/** The index of the document (`GET /openapi/tags`): its title and description, its tags and their operations. */
export interface TagIndex {
  info: { title: string; version: string; description?: string };
  tags: { name: string; operations: ListedOperation[] }[];
}

export type Components = NonNullable<TagDocument['components']>['schemas'];

/** The component a `$ref` names (`#/components/schemas/<name>`). */
export const componentName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/**
 * A value that fits the schema, for a JSON body to start from: the first of its choices, its default
 * or first allowed value, a placeholder of its type; a recursive component is cut short with null.
 */
export function sampleOf(schema: JsonSchema, components: Components, seen: ReadonlySet<string> = new Set()): unknown {
  if (schema.$ref) {
    const name = componentName(schema.$ref);
    const target = components?.[name];
    return target && !seen.has(name) ? sampleOf(target, components, new Set(seen).add(name)) : null;
  }
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const choice = choices.find((candidate) => candidate.type !== 'null') ?? choices[0];
    return choice ? sampleOf(choice, components, seen) : null;
  }
  const type = [schema.type].flat().find((candidate) => candidate !== 'null');
  if (schema.properties || type === 'object') {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sampleOf(property, components, seen)]));
  }
  if (type === 'array') return schema.prefixItems?.map((item) => sampleOf(item, components, seen)) ?? (schema.items ? [sampleOf(schema.items, components, seen)] : []);
  return ({ string: 'string', integer: 0, number: 0, boolean: false } as Record<string, unknown>)[type ?? ''] ?? null;
}
