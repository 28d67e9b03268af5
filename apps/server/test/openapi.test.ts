import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { CONTRACT, type RouteDef } from '@console/contract';
import { fullPath } from '../src/http/routes.ts';
import { useFileApp } from './harness.ts';

interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  security?: Record<string, string[]>[];
  'x-access': unknown;
  parameters?: { in: string; name: string; required?: boolean; schema: Record<string, unknown> }[];
  requestBody?: { required: boolean; content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const CONTRACT_ROUTES = Object.values(CONTRACT).flatMap((routes) => Object.values(routes as Record<string, RouteDef>));
const openApiPath = (def: RouteDef) => fullPath(def).replace(/:(\w+)/g, '{$1}');

/** A built web app beside the API: its files and history fallback must stay out of the document. */
function webAppFolder(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'openapi-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(path.join(root, 'assets', 'app.js'), 'console.log(1)');
  return root;
}

describe('OpenAPI document', () => {
  const t = useFileApp({ webRoot: webAppFolder() });
  const fetchDocument = async () => {
    const response = await t.call('GET', '/openapi.json', { token: t.admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return response.json() as OpenApiDocument;
  };
  const operationOf = (document: OpenApiDocument, def: RouteDef) => document.paths[openApiPath(def)]?.[def.method.toLowerCase()];

  it('is refused without a token', async () => {
    const response = await t.call('GET', '/openapi.json');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, data: null });
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
  });

  it('lists every contract route and nothing else, each with its access and the error answers', async () => {
    const document = await fetchDocument();
    const documented = Object.entries(document.paths).flatMap(([url, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`));
    expect(documented.sort()).toEqual(CONTRACT_ROUTES.map((def) => `${def.method} ${openApiPath(def)}`).sort());
    for (const def of CONTRACT_ROUTES) {
      const operation = operationOf(document, def)!;
      expect(operation['x-access'], def.path).toEqual(def.access);
      expect(operation.summary).toBe(def.summary);
      const scheme = def.access.kind === 'application' ? 'applicationKey' : 'sessionToken';
      // A partner's call carries its signature in the body, an OAuth call the protocol's own credential: no scheme of the document applies.
      const ownCredential = def.access.kind === 'partner' || def.access.kind === 'protocol';
      expect(operation.security).toEqual(def.access.kind === 'public' || ownCredential ? undefined : [{ [scheme]: [] }]);
      const refusal = def.answers === 'oauth' ? 'OAuthError' : 'ErrorEnvelope';
      for (const status of ['400', '401', '403', '404', '409']) {
        expect(operation.responses[status]?.content?.['application/json']?.schema).toEqual({ $ref: `#/components/schemas/${refusal}` });
      }
    }
  });

  it('describes the sign-in: form or JSON body, the enveloped token, its group', async () => {
    const login = operationOf(await fetchDocument(), CONTRACT.auth.login)!;
    expect(login).toMatchObject({ operationId: 'auth.login', summary: 'Sign in with username and password', tags: ['auth'], 'x-access': { kind: 'public' } });
    expect(Object.keys(login.requestBody!.content)).toEqual(['application/x-www-form-urlencoded', 'application/json']);
    const body = login.requestBody!.content['application/json']!.schema;
    expect(Object.keys(body.properties)).toEqual(['username', 'password', 'captchaId', 'captcha']);
    expect(body.required).toEqual(['username', 'password']);
    expect(login.responses['200']!.content!['application/json']!.schema).toMatchObject({
      required: ['code', 'data', 'status_desc'],
      properties: { data: { properties: { token: { type: 'string' }, mustChangePassword: { type: 'boolean' } } } },
    });
  });

  it('describes path and query parameters, JSON-only bodies and answers that are not enveloped', async () => {
    const document = await fetchDocument();
    expect(operationOf(document, CONTRACT.auth.drawCaptcha)).toMatchObject({
      parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string', maxLength: 64 } }],
      responses: { 200: { content: { 'image/svg+xml': { schema: { type: 'string' } } } } },
    });
    const list = operationOf(document, CONTRACT.users.list)!;
    expect(list['x-access']).toMatchObject({ kind: 'page', perm: 'view' });
    expect(list.parameters!.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['pageNumber', 'pageSize', 'sort', 'order']));
    expect(Object.keys(operationOf(document, CONTRACT.roles.save)!.requestBody!.content)).toEqual(['application/json']);
    const socket = operationOf(document, CONTRACT.messages.socket)!;
    expect(Object.keys(socket.responses)).toEqual(expect.arrayContaining(['101', '426']));
    expect(socket.responses['200']).toBeUndefined();
  });

  it('marks the records of which the product relies on some with their system flag', async () => {
    const document = await fetchDocument();
    const answered = (def: RouteDef) => JSON.stringify(operationOf(document, def)!.responses['200']!.content!['application/json']!.schema);
    for (const def of [CONTRACT.dicts.all, CONTRACT.dictEntries.list, CONTRACT.settings.list, CONTRACT.menu.info, CONTRACT.roles.list]) {
      expect(answered(def), def.path).toContain('"system":{"type":"boolean"}');
    }
  });

  describe('split by tag, for the API reference page', () => {
    interface TagIndex {
      info: { title: string; description: string };
      tags: { name: string; operations: { method: string; path: string; operationId: string; summary: string; 'x-access': unknown }[] }[];
    }
    const fetchPart = async (path: string) => {
      const response = await t.call('GET', path, { token: t.admin });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      return response;
    };
    /** Every operation of a document as `tag METHOD path id summary`. */
    const listed = (document: OpenApiDocument) => Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => `${operation.tags[0]} ${method} ${path} ${operation.operationId} ${operation.summary}`));

    it('is refused without a token, like the document', async () => {
      for (const path of ['/openapi/tags', '/openapi/tags/auth']) expect((await t.call('GET', path)).statusCode).toBe(401);
    });

    it('lists every tag of the document with each of its operations, once, and its access', async () => {
      const document = await fetchDocument();
      const index = (await fetchPart('/openapi/tags')).json() as TagIndex;
      expect(index.info.title).toBe('Talent console API');
      expect(index.info.description).toContain('x-access');
      expect(new Set(index.tags.map((tag) => tag.name)).size).toBe(index.tags.length);
      const fromIndex = index.tags.flatMap((tag) => tag.operations.map((operation) => `${tag.name} ${operation.method} ${operation.path} ${operation.operationId} ${operation.summary}`));
      expect(fromIndex.sort()).toEqual(listed(document).sort());
      for (const operation of index.tags.flatMap((tag) => tag.operations)) expect(operation['x-access']).toEqual(document.paths[operation.path]![operation.method]!['x-access']);
    });

    it('gives each tag as a valid OpenAPI 3.1 document of its operations and the components they refer to', async () => {
      const document = await fetchDocument();
      const menu = (await fetchPart('/openapi/tags/menu')).json() as OpenApiDocument & { tags: { name: string }[] };
      expect(menu.openapi).toBe(document.openapi);
      expect(menu.tags).toEqual([{ name: 'menu' }]);
      expect(listed(menu).sort()).toEqual(listed(document).filter((operation) => operation.startsWith('menu ')).sort());
      for (const [path, operations] of Object.entries(menu.paths)) {
        for (const [method, operation] of Object.entries(operations)) expect(operation).toEqual(document.paths[path]![method]);
      }
      // The menu's recursive schemas come with it; the product search's does not.
      expect(Object.keys(menu.components.schemas)).toEqual(expect.arrayContaining(['ErrorEnvelope', 'NavItem', 'MenuTreeItem']));
      expect(menu.components.schemas).not.toHaveProperty('ProductSearchOption');
      const result = await validate(structuredClone(menu) as never);
      expect(result.valid ? '' : compileErrors(result)).toBe('');
    });

    it('answers a tag the document does not have with 404', async () => {
      const response = await t.call('GET', '/openapi/tags/noSuchTag', { token: t.admin });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404, data: null });
    });

    it('tags each answer with an ETag, and answers 304 with no body to a caller that already holds it', async () => {
      for (const path of ['/openapi.json', '/openapi/tags', '/openapi/tags/users']) {
        const first = await fetchPart(path);
        const etag = first.headers.etag as string;
        expect(etag, path).toMatch(/^"[\w-]+"$/);
        expect(first.headers['cache-control']).toBe('no-store');
        const again = await t.call('GET', path, { token: t.admin, headers: { 'if-none-match': etag } });
        expect(again.statusCode, path).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
        const stale = await t.call('GET', path, { token: t.admin, headers: { 'if-none-match': '"stale"' } });
        expect(stale.statusCode).toBe(200);
        expect(stale.body).toBe(first.body);
      }
      // The credential is checked before the ETag is compared: a 304 tells nothing to a caller without one.
      const etag = (await fetchPart('/openapi/tags')).headers.etag as string;
      expect((await t.call('GET', '/openapi/tags', { headers: { 'if-none-match': etag } })).statusCode).toBe(401);
    });
  });
});
