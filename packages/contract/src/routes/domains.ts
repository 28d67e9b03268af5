import { z } from 'zod';
import { defineRoute, onPage, PUBLIC } from '../route.ts';
import { appId, deletedCount, flag, id, idList, listQuery, optional, pageOf, text, textFilter } from '../crud.ts';

/** Labels of letters, digits and inner hyphens, separated by dots: no scheme, port or path. */
export const HOST_NAME_PATTERN = /^(?=.{1,253}$)[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*$/;

export const domainConfigRecord = z.object({
  id: z.number().int(),
  domain: z.string(),
  appId: z.string(),
  ownerUserId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  title: z.string(),
  logo: z.string(),
  enabled: z.boolean(),
  remark: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DomainConfigRecord = z.infer<typeof domainConfigRecord>;

/** What anyone may learn about a host before signing in: nothing about its owner. */
export const publicDomainConfig = domainConfigRecord.pick({ domain: true, appId: true, title: true, logo: true });
export type PublicDomainConfig = z.infer<typeof publicDomainConfig>;

export const DOMAIN_CONFIG_SORTS = ['id', 'domain', 'createdAt'] as const;

export const domainConfigListQuery = listQuery(DOMAIN_CONFIG_SORTS, {
  domain: textFilter,
  appId: textFilter,
  enabled: flag.optional(),
});

const domainConfigFields = {
  domain: z.string().trim().toLowerCase().regex(HOST_NAME_PATTERN, '必须是主机名，如 console.example.com（不含协议、端口和路径）'),
  appId: optional(appId),
  ownerUserId: optional(id),
  title: optional(text(100)),
  logo: optional(z.url({ protocol: /^https?$/, error: '必须是 http:// 或 https:// 开头的地址' }).max(500)),
  enabled: flag.optional(),
  remark: optional(text(500)),
};

export const domainConfigCreateBody = z.strictObject(domainConfigFields);
export const domainConfigUpdateBody = z.strictObject({ id, ...domainConfigFields, domain: domainConfigFields.domain.optional() });

export const domainsRoutes = {
  list: defineRoute({
    method: 'POST', path: '/saas/domainConfig/list', access: onPage('domain-manage', 'view'), summary: 'Domain configurations, paged and filtered',
    body: domainConfigListQuery, data: pageOf(domainConfigRecord),
  }),
  save: defineRoute({
    method: 'POST', path: '/saas/domainConfig/save', access: onPage('domain-manage', 'add'), summary: 'Create a domain configuration',
    body: domainConfigCreateBody, data: domainConfigRecord,
  }),
  update: defineRoute({
    method: 'POST', path: '/saas/domainConfig/update', access: onPage('domain-manage', 'edit'), summary: 'Change a domain configuration',
    body: domainConfigUpdateBody, data: domainConfigRecord,
  }),
  delete: defineRoute({
    method: 'GET', path: '/saas/domainConfig/delete', access: onPage('domain-manage', 'delete'), summary: 'Delete domain configurations',
    query: z.strictObject({ ids: idList }), data: deletedCount,
  }),
  queryById: defineRoute({
    method: 'GET', path: '/saas/domainConfig/queryById', access: onPage('domain-manage', 'view'), summary: 'One domain configuration',
    query: z.strictObject({ id }), data: domainConfigRecord,
  }),
  queryByUrl: defineRoute({
    method: 'GET', path: '/saas/domainConfig/queryByUrl', access: PUBLIC,
    summary: 'The enabled configuration of the host of a URL (or a bare host), for the sign-in page of a customer domain',
    query: z.strictObject({ url: z.string().trim().min(1).max(2048) }), data: publicDomainConfig,
  }),
};
