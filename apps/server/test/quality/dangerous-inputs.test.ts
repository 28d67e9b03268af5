import { request } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import { API_BASE } from '@console/contract';
import { createCustomer } from '../customers.ts';
import { useFileApp } from '../harness.ts';
import { fieldsOf, injectOptionsOf, PER_ROUTE_TIMEOUT_MS, ROUTES, requestPartsOf, type RequestParts } from './routes.ts';
import { snapshotOf } from './snapshot.ts';

const HOSTILE_SORTS = ['CASE WHEN 1=1 THEN id ELSE name END', '0x6964', 'id%0b', 'id/**/desc', 'id;drop table users', '(select 1)', 'id desc, password_hash', 'ID'];
const HOSTILE_IDS = ['../', '..%2f', '%252e%252e%252f', '/etc/passwd', 'C:\\Windows\\win.ini', 'a\u0000b', '1 or 1=1', '-1', '1e309', '0x10', '__proto__', 'constructor'];
const TEMPLATES = ['${7*7}', '{{7*7}}', '<#assign x=7*7>${x}', '#{7*7}', '<%= 7*7 %>'];
const POLLUTING_FORMS = ['__proto__[polluted]=1', 'constructor[prototype][polluted]=1', '__proto__.polluted=1'];

const sampleOf = (route: (typeof ROUTES)[number]): RequestParts => fc.sample(requestPartsOf(route.def, true), { numRuns: 1, seed: 7 })[0]!;
const withField = (value: unknown, key: string, field: unknown) => ({ ...(typeof value === 'object' && value !== null ? value : {}), [key]: field });
const keysOf = (schema: z.ZodType | undefined) => Object.keys(fieldsOf(schema));

/** Fields that carry ids or counts: those that take a whole number (text fields may hold any text). */
const numericKeysOf = (schema: z.ZodType | undefined) =>
  Object.entries(fieldsOf(schema)).filter(([key, field]) => JSON.stringify(field).includes('"integer"') || /Ids$|^ids$/.test(key)).map(([key]) => key);

/** Sends a request as it is, its path unresolved (unlike fetch and inject), and gives the status of the answer. */
function sendUnresolved(address: string, options: InjectOptions): Promise<number> {
  const { hostname, port } = new URL(address);
  const query = options.query ? `?${new URLSearchParams(options.query as Record<string, string>)}` : '';
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, method: options.method, path: `${String(options.url)}${query}`, headers: options.headers }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    outgoing.on('error', reject);
    outgoing.end(options.payload as string | undefined);
  });
}

describe('dangerous inputs', () => {
  const t = useFileApp();
  let address: string | undefined;
  const listening = async () => (address ??= await t.app.listen({ port: 0, host: '127.0.0.1' }));

  /** The customers' routes refuse staff, the admin included: a customer main account sends theirs (made once). */
  let customerToken: string | undefined;
  const tokenFor = async ({ def }: (typeof ROUTES)[number]) =>
    (def.access.kind === 'customer' ? (customerToken ??= (await createCustomer(t, 'quality-dangerous-main')).token) : t.admin);

  /**
   * Sends each request as the admin (a customer main account on the customers' routes) and reports
   * those answered otherwise than `allowed`, and the routes whose requests changed data (compared once
   * a route: a snapshot of every table is the costly part).
   */
  async function refusedWithoutEffect(requests: { label: string; route: (typeof ROUTES)[number]; parts: RequestParts }[], allowed: number[]) {
    const problems: string[] = [];
    const byRoute = new Map<(typeof ROUTES)[number], typeof requests>();
    for (const request of requests) byRoute.set(request.route, [...(byRoute.get(request.route) ?? []), request]);
    for (const [route, ofRoute] of byRoute) {
      const token = await tokenFor(route);
      const before = await snapshotOf(t.database.db);
      for (const { label, parts } of ofRoute) {
        const response = await t.app.inject(injectOptionsOf(route.def, parts, token));
        if (!allowed.includes(response.statusCode)) problems.push(`${route.name} ${label}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
      if ((await snapshotOf(t.database.db)) !== before) problems.push(`${route.name}: data changed by one of ${ofRoute.map(({ label }) => label).join(', ')}`);
    }
    return problems;
  }

  it('refuses hostile sort fields on every list, changing nothing', { timeout: PER_ROUTE_TIMEOUT_MS }, async () => {
    const lists = ROUTES.filter((route) => keysOf(route.def.query).includes('sort') || keysOf(route.def.body).includes('sort'));
    expect(lists.length).toBeGreaterThan(3);
    const requests = lists.flatMap((route) => HOSTILE_SORTS.map((sort) => {
      const parts = sampleOf(route);
      return { label: `sort=${sort}`, route, parts: route.def.query ? { ...parts, query: withField(parts.query, 'sort', sort) } : { ...parts, body: withField(parts.body, 'sort', sort) } };
    }));
    expect(await refusedWithoutEffect(requests, [400])).toEqual([]);
  });

  it('refuses hostile ids in paths, queries and bodies, changing nothing', { timeout: PER_ROUTE_TIMEOUT_MS }, async () => {
    const requests = ROUTES.flatMap((route) => {
      const parts = sampleOf(route);
      const places = [
        ...numericKeysOf(route.def.params).map((key) => (id: string) => ({ ...parts, params: withField(parts.params, key, id) })),
        ...numericKeysOf(route.def.query).map((key) => (id: string) => ({ ...parts, query: withField(parts.query, key, id) })),
        ...numericKeysOf(route.def.body).map((key) => (id: string) => ({ ...parts, body: withField(parts.body, key, id) })),
      ];
      return places.flatMap((place) => HOSTILE_IDS.map((id) => ({ label: `id=${JSON.stringify(id)}`, route, parts: place(id) })));
    });
    expect(requests.length).toBeGreaterThan(50);
    // 429: the sign-in throttle refuses before reading anything, once the attempts pile up.
    expect(await refusedWithoutEffect(requests, [400, 404, 429])).toEqual([]);
  });

  it('refuses prototype keys in JSON, forms and query strings, polluting nothing', async () => {
    const problems: string[] = [];
    const before = await snapshotOf(t.database.db);
    const jsonRoute = ROUTES.find((route) => route.def.bodyEncoding === 'json')!;
    const jsonBody = `{"code":"polluter","name":"p","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}`;
    const answers = [
      await t.app.inject({ method: 'POST', url: `${API_BASE}${jsonRoute.def.path}`, headers: { authorization: t.admin, 'content-type': 'application/json' }, payload: jsonBody }),
      ...(await Promise.all(POLLUTING_FORMS.map((form) => t.app.inject({
        method: 'POST', url: `${API_BASE}/user/save`, headers: { authorization: t.admin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=polluter&password=polluter-pass&name=p&${form}`,
      })))),
      ...(await Promise.all(POLLUTING_FORMS.map((query) => t.app.inject({ method: 'GET', url: `${API_BASE}/user/list?${query}`, headers: { authorization: t.admin } })))),
    ];
    for (const answer of answers) if (answer.statusCode !== 400) problems.push(`${answer.statusCode} ${answer.body.slice(0, 120)}`);
    expect(problems).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await snapshotOf(t.database.db)).toBe(before);
  });

  it('stores and shows template-looking text literally', async () => {
    for (const [index, text] of TEMPLATES.entries()) {
      const saved = await t.call('POST', '/user/save', { token: t.admin, form: { username: `template-${index}`, password: 'template-pass', name: text, introduction: text } });
      expect(saved.json().data).toMatchObject({ name: text, introduction: text });
      const listed = await t.call('GET', '/user/list', { token: t.admin, query: { username: `template-${index}` } });
      expect(listed.json().data.records[0]).toMatchObject({ name: text, introduction: text });
    }
  });

  it('answers duplicated parameters without failing or changing anything', async () => {
    const before = await snapshotOf(t.database.db);
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: `${API_BASE}/user/list?pageNumber=1&pageNumber=2`, headers: { authorization: t.admin } }),
      t.app.inject({ method: 'GET', url: `${API_BASE}/user/list?sort=id&sort=name`, headers: { authorization: t.admin } }),
      t.app.inject({
        method: 'POST', url: `${API_BASE}/user/save`, headers: { authorization: t.admin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=twice&username=again&password=twice-pass&name=t',
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(await snapshotOf(t.database.db)).toBe(before);
  });

  it('refuses oversized and over-deep requests over real HTTP', async () => {
    const origin = await listening();
    const send = (path: string, init: RequestInit = {}) => fetch(`${origin}${API_BASE}${path}`, { ...init, headers: { authorization: t.admin, ...init.headers } });
    const before = await snapshotOf(t.database.db);
    const deep = `{"code":"deep","name":"d","grants":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const answers = {
      longQuery: (await send(`/user/list?name=${'a'.repeat(1024 * 1024)}`)).status,
      bigHeader: (await send('/user/list', { headers: { 'x-padding': 'a'.repeat(100 * 1024) } })).status,
      deepJson: (await send('/role/save', { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep })).status,
      bigBody: (await send('/user/save', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `name=${'a'.repeat(2 * 1024 * 1024)}` })).status,
    };
    expect(answers).toEqual({ longQuery: 431, bigHeader: 431, deepJson: 400, bigBody: 413 });
    expect(await snapshotOf(t.database.db)).toBe(before);
  });

  it('refuses `.` and `..` as path parameters sent unresolved over real HTTP, changing nothing', async () => {
    const origin = await listening();
    const withParams = ROUTES.filter((route) => keysOf(route.def.params).length > 0);
    expect(withParams.length).toBeGreaterThan(10);
    const problems: string[] = [];
    const before = await snapshotOf(t.database.db);
    for (const route of withParams) {
      for (const id of ['.', '..']) {
        const parts = sampleOf(route);
        const params = Object.fromEntries(keysOf(route.def.params).map((key) => [key, 'DOT']));
        const options = injectOptionsOf(route.def, { ...parts, params: { ...(parts.params as object), ...params } }, t.admin);
        const status = await sendUnresolved(origin, { ...options, url: String(options.url).replaceAll('DOT', id) });
        if (![400, 404].includes(status)) problems.push(`${route.name} id=${id}: ${status}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshotOf(t.database.db)).toBe(before);
  });
});
