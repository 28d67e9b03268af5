import { z } from 'zod';
import { defineDomain, defineRoute, PUBLIC } from '../route.ts';
import { appId, flag, id, optional, text } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';

/** Labels of letters, digits and inner hyphens, separated by dots: no scheme, port or path. */
export const HOST_NAME_PATTERN = /^(?=.{1,253}$)[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*$/;

export const DOMAIN_CONFIG_SORTS = ['id', 'domain', 'createdAt'] as const;

export const domainsCrud = defineCrud({
  name: 'domainConfig',
  page: 'domain-manage',
  noun: ['domain configuration', 'domain configurations', '域名配置'],
  fields: {
    domain: z.string().trim().toLowerCase().regex(HOST_NAME_PATTERN, MESSAGES.inputRules.hostName),
    appId: optional(appId),
    ownerUserId: optional(id),
    title: optional(text(100)),
    logo: optional(z.url({ protocol: /^https?$/, error: MESSAGES.inputRules.httpUrl }).max(500)),
    enabled: flag.optional(),
    remark: optional(text(500)),
  },
  nullable: ['ownerUserId'],
  readOnly: { ownerName: z.string().nullable() },
  filters: { domain: filterBy.contains, appId: filterBy.text, enabled: filterBy.flag },
  sorts: DOMAIN_CONFIG_SORTS,
  paths: {
    list: 'POST /saas/domainConfig/list',
    info: 'GET /saas/domainConfig/queryById',
    create: 'POST /saas/domainConfig/save',
    update: 'POST /saas/domainConfig/update',
    delete: 'GET /saas/domainConfig/delete',
  },
  unique: { domain: { ignoreCase: true, message: MESSAGES.domainTaken } },
  notFound: MESSAGES.domainConfigNotFound,
});

export const domainConfigRecord = domainsCrud.record;
export type DomainConfigRecord = z.infer<typeof domainConfigRecord>;

/** What anyone may learn about a host before signing in: nothing about its owner. */
export const publicDomainConfig = domainConfigRecord.pick({ domain: true, appId: true, title: true, logo: true });
export type PublicDomainConfig = z.infer<typeof publicDomainConfig>;

export const domainsRoutes = {
  ...domainsCrud.routes,
  queryByUrl: defineRoute({
    method: 'GET', path: '/saas/domainConfig/queryByUrl', access: PUBLIC, openAs: 'domain.config',
    title: '按地址查询域名配置', titleEn: 'Domain configuration of an address',
    summary: 'The enabled configuration of the host of a URL (or a bare host), for the sign-in page of a customer domain',
    query: z.strictObject({ url: z.string().trim().min(1).max(2048) }), data: publicDomainConfig,
  }),
};

export const domainsDomain = defineDomain('domains', domainsRoutes);
