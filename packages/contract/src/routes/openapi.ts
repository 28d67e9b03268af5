import { defineDomain, defineRoute, onPage } from '../route.ts';

export const openApiRoutes = {
  /** The document itself, not enveloped, so that OpenAPI tools can read it as it is. */
  document: defineRoute({
    method: 'GET', path: '/openapi.json', access: onPage('api-docs', 'view'), title: '接口文档', titleEn: 'API document', summary: 'The OpenAPI 3.1 document of this API',
    produces: 'application/json',
  }),
};

export const openApiDomain = defineDomain('openApi', openApiRoutes);
