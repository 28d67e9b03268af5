import { createHash } from 'node:crypto';
import { withReferencedComponents } from '../../http/openapi.ts';

interface Operation { operationId?: string; summary?: string; tags?: string[]; 'x-access'?: unknown }

/** What this module reads of the document `@fastify/swagger` builds. */
interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  tags?: { name: string }[];
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

/** An answer kept as it is sent, with the tag that names its content. */
export interface Kept { body: string; etag: string }

const kept = (value: unknown): Kept => {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
};

/** Each operation of the document with its method and path, under its first tag. */
function operationsByTag(document: OpenApiDocument) {
  const byTag = new Map<string, { method: string; path: string; operation: Operation }[]>(document.tags?.map(({ name }) => [name, []]));
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags?.[0] ?? '';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push({ method, path, operation });
    }
  }
  return [...byTag].filter(([, operations]) => operations.length > 0);
}

/**
 * The document, and the parts the API reference loads instead of it: the index of tags with their
 * operations (method, path, id, summary), and for each tag a document of its operations alone, with
 * the components they refer to. Made once, from the same document, and kept with their ETags.
 */
export function documentParts(document: OpenApiDocument) {
  const byTag = operationsByTag(document);
  const index = kept({
    info: document.info,
    tags: byTag.map(([name, operations]) => ({
      name,
      operations: operations.map(({ method, path, operation }) => ({ method, path, operationId: operation.operationId, summary: operation.summary, 'x-access': operation['x-access'] })),
    })),
  });
  const tags = new Map(byTag.map(([name, operations]) => [name, () => {
    const paths: Record<string, Record<string, Operation>> = {};
    for (const { method, path, operation } of operations) paths[path] = { ...paths[path], [method]: operation };
    return kept(withReferencedComponents({ ...document, tags: document.tags?.filter((tag) => tag.name === name), paths }));
  }]));
  const parts = new Map<string, Kept>();
  return {
    whole: kept(document),
    index,
    /** A tag's part, made when first asked for; undefined for a tag the document does not have. */
    tag(name: string): Kept | undefined {
      const make = tags.get(name);
      if (!make) return undefined;
      if (!parts.has(name)) parts.set(name, make());
      return parts.get(name);
    },
  };
}
