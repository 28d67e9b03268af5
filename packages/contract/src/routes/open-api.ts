import { z } from 'zod';
import { defineDomain, defineRoute, onPage } from '../route.ts';

export const openApiRoutes = {
  /** The document itself, not enveloped, so that OpenAPI tools can read it as it is. */
  document: defineRoute({
    method: 'GET', path: '/openapi.json', access: onPage('api-docs', 'view'), title: '接口文档', titleEn: 'API document', summary: 'The OpenAPI 3.1 document of this API',
    produces: 'application/json',
  }),
  /**
   * What the API reference lists first: the document's title and description, and each tag with its
   * operations (method, path, summary, x-access), in the document's order. Not enveloped, like the document.
   */
  tags: defineRoute({
    method: 'GET', path: '/openapi/tags', access: onPage('api-docs', 'view'), title: '接口文档目录', titleEn: 'API document index', summary: 'The tags of the OpenAPI document, each with its operations listed',
    produces: 'application/json',
  }),
  /** One tag's part of the document: an OpenAPI 3.1 document of its operations and the components they refer to. */
  tag: defineRoute({
    method: 'GET', path: '/openapi/tags/:tag', access: onPage('api-docs', 'view'), title: '接口文档分组', titleEn: 'API document of one tag', summary: 'The OpenAPI 3.1 document of one tag\'s operations',
    params: z.object({ tag: z.string().min(1).max(64) }), produces: 'application/json',
  }),
};

export const openApiDomain = defineDomain('openApi', openApiRoutes);
