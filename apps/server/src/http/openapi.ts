import swagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTRACT, envelope, type RouteDef } from '@console/contract';
import { menuOption, menuTreeItem, navItem } from '@console/contract/menu';
import { productSearchOption } from '@console/contract/products';
import { fullPath } from './routes.ts';

interface ContractRoute { domain: string; name: string; def: RouteDef }

/** Every contract route by `METHOD /full/path`: the document describes these and nothing else. */
const CONTRACT_ROUTES = new Map<string, ContractRoute>(
  Object.entries(CONTRACT).flatMap(([domain, routes]) =>
    Object.entries(routes as Record<string, RouteDef>).map(([name, def]) => [`${def.method} ${fullPath(def)}`, { domain, name, def }])),
);

const SESSION_TOKEN = 'sessionToken';
const APPLICATION_KEY = 'applicationKey';

const errorEnvelope = envelope(z.looseObject({}).nullable());

/**
 * Schemas the document names under `components`: the error envelope, shared by every operation, and
 * the recursive schemas, which a JSON Schema can only express by referring to a name.
 */
const components = z.registry<{ id: string; description?: string }>();
components.add(errorEnvelope, {
  id: 'ErrorEnvelope',
  description: '`code` equals the HTTP status; `status_desc` says what went wrong; `data` is null or details of the refusal.',
});
/** A refusal of the OAuth 2.0 / OpenID Connect endpoints, as RFC 6749 §5.2 words it. */
const oauthError = z.object({ error: z.string(), error_description: z.string().optional() });
components.add(oauthError, { id: 'OAuthError', description: 'A refusal of the OAuth 2.0 protocol (RFC 6749 §5.2): `error` is its code, `error_description` says why.' });
components.add(navItem, { id: 'NavItem' });
components.add(menuTreeItem, { id: 'MenuTreeItem' });
components.add(menuOption, { id: 'MenuOption' });
components.add(productSearchOption, { id: 'ProductSearchOption' });

const ERROR_ANSWERS: Record<number, string> = {
  400: 'The request is invalid; status_desc names the field',
  401: 'Not signed in, the session has ended, or the sign-in was refused',
  403: 'The caller may not use this route',
  404: 'No such route or record',
  409: 'The change conflicts with existing records (a duplicate, a record still referenced, or a record the product relies on deleted or changed)',
};

/** Refusals only some routes give, described where a route declares them in `errors`. */
const ROUTE_ERROR_ANSWERS: Record<number, string> = {
  429: 'Too many calls: `Retry-After` says how many seconds to wait',
  502: 'The upstream the call was passed to could not be reached',
  504: 'The upstream the call was passed to did not answer in time',
};

const jsonContent = (schema: unknown) => ({ content: { 'application/json': { schema } } });

/** What a plain request to a WebSocket route gets; the upgrade's 101 is added after the schemas are converted (it has no body). */
const UPGRADE_REQUIRED = 'Not an upgrade: the address is a WebSocket (send `Upgrade: websocket`)';
const SWITCHING_PROTOCOLS = { description: 'The WebSocket is open; events are JSON texts (see the route summary for its close codes)' };

function responsesOf(def: RouteDef, success: unknown) {
  const declared = Object.fromEntries(Object.keys(def.errors ?? {}).filter((status) => ROUTE_ERROR_ANSWERS[Number(status)]).map((status) => [status, ROUTE_ERROR_ANSWERS[Number(status)]!]));
  const refusal = def.answers === 'oauth' ? oauthError : errorEnvelope;
  const errors = Object.fromEntries(Object.entries({ ...ERROR_ANSWERS, ...declared }).map(([status, description]) => [status, { description, ...jsonContent(refusal) }]));
  if (def.websocket) return { ...errors, 426: { description: UPGRADE_REQUIRED, ...jsonContent(errorEnvelope) } };
  const ok = def.produces
    ? { description: `The ${def.produces} content itself, not enveloped`, content: { [def.produces]: { schema: z.string() } } }
    : { description: 'Success: `code` 200 and the result in `data`', ...jsonContent(success) };
  return { 200: ok, ...errors };
}

/** What the contract says about a route beyond its schemas: summary, group, access and encodings. */
function operationOf({ domain, name, def }: ContractRoute, schema: FastifySchema): FastifySchema {
  return {
    ...schema,
    operationId: `${domain}.${name}`,
    summary: def.summary,
    tags: [domain],
    'x-access': def.access,
    ...(def.access.kind !== 'public' && def.access.kind !== 'partner' && def.access.kind !== 'protocol' && { security: [{ [def.access.kind === 'application' ? APPLICATION_KEY : SESSION_TOKEN]: [] }] }),
    ...(def.body && { consumes: def.bodyEncoding === 'json' ? ['application/json'] : ['application/x-www-form-urlencoded', 'application/json'] }),
    response: responsesOf(def, (schema.response as Record<number, unknown> | undefined)?.[200]),
  } as FastifySchema;
}

const schemasToJson = createJsonSchemaTransform({ schemaRegistry: components });

/** Describes contract routes from their contract entry; hides every other route (the web app's files). */
const describeRoute: SwaggerTransform = (input) => {
  const route = CONTRACT_ROUTES.get(`${String(input.route.method)} ${input.url}`);
  if (!route) return { schema: { hide: true }, url: input.url };
  const described = schemasToJson({ ...input, schema: operationOf(route, input.schema) });
  if (route.def.websocket) (described.schema as { response: Record<number, unknown> }).response[101] = SWITCHING_PROTOCOLS;
  return described;
};

interface Document { paths?: unknown; components?: { schemas?: Record<string, unknown> } }

const COMPONENT_REF = /"#\/components\/schemas\/([^"]+)"/g;

/**
 * The library adds an input and an output copy of every component: only those the operations refer to
 * stay. Also cuts a tag's part of the document down to its own components (modules/open-api).
 */
export function withReferencedComponents<D extends Document>(document: D): D {
  const schemas = document.components?.schemas ?? {};
  const referenced = new Set<string>();
  const pending = [JSON.stringify(document.paths)];
  while (pending.length > 0) {
    for (const [, name = ''] of pending.pop()!.matchAll(COMPONENT_REF)) {
      if (referenced.has(name) || !(name in schemas)) continue;
      referenced.add(name);
      pending.push(JSON.stringify(schemas[name]));
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => referenced.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}

const componentsToJson = createJsonSchemaTransformObject({ schemaRegistry: components });

const DESCRIPTION = [
  'Every answer in JSON is the envelope `{ code, data, status_desc }`; `code` is 200 on success and otherwise equals the HTTP status.',
  'Request bodies are form-encoded (`application/x-www-form-urlencoded`) or JSON; routes that take only JSON say so.',
  'Send the token from `/user/login` in the `Authorization` header. Who may call an operation is in its `x-access`:',
  '`{ kind: "public" }`, `{ kind: "signedIn" }`, `{ kind: "page", pages, perm }` — the caller holds the permission type `perm`',
  'on one of the pages (the `admin` role holds every one) — or `{ kind: "application" }`: another application of the platform,',
  'with HTTP Basic credentials (its appId and the key issued on the applications page), never a session token —',
  'or `{ kind: "partner" }`: an open-platform partner (ISV), whose call carries its own signature (see docs/open-platform.md),',
  'or `{ kind: "customer" }`: a customer account (user type 10) as the server has it, staff and the admin never;',
  '`mainAccount: true` asks for a main account with the sub-account flag.',
].join(' ');

/**
 * Collects the routes registered after it into an OpenAPI 3.1 document (`app.swagger()`), which the
 * api-docs module serves. Register it before the routes it should describe.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Talent console API', version: '1.0.0', description: DESCRIPTION },
      tags: Object.keys(CONTRACT).map((name) => ({ name })),
      components: {
        securitySchemes: { [SESSION_TOKEN]: { type: 'apiKey', in: 'header', name: 'Authorization' }, [APPLICATION_KEY]: { type: 'http', scheme: 'basic' } },
      },
    },
    transform: describeRoute,
    transformObject: (document) => withReferencedComponents(componentsToJson(document)),
  });
}
