import { z } from 'zod';
import { flag, id, optional, outboundUrl, text, wholeNumber } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';
import { defineDomain, defineRoute, onPage } from '../route.ts';


/** How long one call to a web service may take, WSDL reading included; 15 s as the console's own requests. */
export const WEBSERVICE_TIMEOUT = { min: 1, max: 120, default: 15 } as const;

export const WEBSERVICE_SORTS = ['id', 'name', 'timeoutSeconds', 'enabled', 'createdAt'] as const;

export const webServicesCrud = defineCrud({
  name: 'webService',
  page: 'webservice-manage',
  noun: ['web service', 'web services', 'WebService'],
  fields: {
    name: text(50).min(1),
    wsdlUrl: outboundUrl,
    /** Where calls go; empty: the address the WSDL names. */
    endpoint: optional(outboundUrl),
    username: optional(text(100)),
    /**
     * Blank or the mask keeps the stored password; it is dropped with the username. Records show
     * `******` when one is set, empty when not: the value itself only through the reveal call.
     */
    password: z.string().max(200).optional(),
    timeoutSeconds: wholeNumber(WEBSERVICE_TIMEOUT.min, WEBSERVICE_TIMEOUT.max).optional(),
    enabled: flag.optional(),
    remark: optional(text(500)),
  },
  readOnly: { apiCount: z.number().int() },
  filters: { name: filterBy.contains, wsdlUrl: filterBy.contains, enabled: filterBy.flag },
  sorts: WEBSERVICE_SORTS,
  paths: {
    list: 'GET /webservice/list', create: 'POST /webservice/add', update: 'POST /webservice/edit',
    delete: 'GET /webservice/delById/:ids', status: 'GET /webservice/enable/:id/:status',
  },
  unique: { name: { ignoreCase: true, message: MESSAGES.webServiceNameTaken } },
  notFound: MESSAGES.webServiceNotFound,
});

export const webServiceRecord = webServicesCrud.record;
export type WebServiceRecord = z.infer<typeof webServiceRecord>;

/** The secret fields a web service keeps; `view/pwd` names one of them. */
export const WEBSERVICE_SECRET_FIELDS = ['password'] as const;

/** A JSON object as text: the parameters an operation is called with. */
const jsonObjectText = z.string().max(20_000).refine((value) => {
  if (value.trim() === '') return true;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}, MESSAGES.inputRules.jsonObject);

export const WEBSERVICE_API_SORTS = ['id', 'name', 'createdAt'] as const;

export const webServiceApisCrud = defineCrud({
  name: 'webServiceApi',
  page: 'webservice-manage',
  noun: ['web-service operation', 'web-service operations', 'WebService接口'],
  fields: {
    serviceId: id,
    /** The operation's name in the WSDL. */
    name: text(100).min(1).regex(/^[A-Za-z_][\w.-]*$/, MESSAGES.inputRules.wsdlOperation),
    soapAction: optional(text(300)),
    description: optional(text(500)),
    /** The parameters as a JSON object: what a test call starts from. */
    paramsTemplate: optional(jsonObjectText),
  },
  createOnly: ['serviceId'],
  readOnly: { serviceName: z.string() },
  filters: { serviceId: filterBy.id, name: filterBy.contains },
  sorts: WEBSERVICE_API_SORTS,
  paths: { list: 'GET /webservice/api/list', create: 'POST /webservice/api/add', update: 'POST /webservice/api/edit', delete: 'GET /webservice/api/delById/:ids' },
  unique: { name: { within: ['serviceId'], message: MESSAGES.webServiceApiNameTaken } },
  notFound: MESSAGES.webServiceApiNotFound,
});

export const webServiceApiRecord = webServiceApisCrud.record;
export type WebServiceApiRecord = z.infer<typeof webServiceApiRecord>;

/** What reading a service's WSDL added to its operations. */
export const wsdlImport = z.object({
  /** Operation names the WSDL offers. */
  found: z.array(z.string()),
  /** Those not listed before, now added. */
  added: z.array(z.string()),
});
export type WsdlImport = z.infer<typeof wsdlImport>;

/** The answer of a test call: the service's answer, or the SOAP fault it sent back. */
export const invocationResult = z.object({
  ok: z.boolean(),
  /** The answer's body as an object. */
  response: z.unknown().nullable(),
  fault: z.object({ code: z.string(), message: z.string(), detail: z.string() }).nullable(),
  durationMs: z.number().int(),
});
export type InvocationResult = z.infer<typeof invocationResult>;

export const webServicesRoutes = {
  ...webServicesCrud.routes,
  revealPassword: defineRoute({
    method: 'GET', path: '/webservice/view/pwd/:id/:field', access: onPage('webservice-password', 'view'),
    title: '查看 WebService 密码', titleEn: 'Reveal a web-service password',
    summary: "A web service's password in clear; each reveal is audited",
    params: z.strictObject({ id, field: z.enum(WEBSERVICE_SECRET_FIELDS, { error: MESSAGES.inputRules.oneOf(WEBSERVICE_SECRET_FIELDS.join('、')) }) }),
    data: z.object({ value: z.string() }),
  }),
  mayRevealPassword: defineRoute({
    method: 'GET', path: '/webservice/view/pwd/allowed', access: onPage('webservice-manage', 'view'),
    title: '可否查看密码', titleEn: 'May reveal passwords',
    summary: 'Whether the caller may reveal passwords (the page shows the button to them only)',
    data: z.object({ allowed: z.boolean() }),
  }),
};
export const webServicesDomain = defineDomain('webServices', webServicesRoutes);

export const webServiceApisRoutes = {
  ...webServiceApisCrud.routes,
  importFromWsdl: defineRoute({
    method: 'POST', path: '/webservice/api/fromWsdl', access: onPage('webservice-manage', 'add'),
    title: '从 WSDL 导入接口', titleEn: 'Import operations from WSDL',
    summary: "Read a service's WSDL and add the operations not listed yet",
    body: z.strictObject({ serviceId: id }), data: wsdlImport,
  }),
  invoke: defineRoute({
    method: 'POST', path: '/webservice/api/invoke', access: onPage('webservice-manage', 'edit'),
    title: '调用 WebService 接口', titleEn: 'Call a web-service operation',
    summary: 'Call an operation with parameters: the answer or the SOAP fault (an enabled service only)',
    body: z.strictObject({ id, params: optional(jsonObjectText) }), data: invocationResult, bodyEncoding: 'json',
  }),
};
export const webServiceApisDomain = defineDomain('webServiceApis', webServiceApisRoutes);
