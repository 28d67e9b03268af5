import type { FastifyInstance } from 'fastify';
import { API_BASE, TEMPLATE_BASE, type Access } from '@console/contract';

export interface RouteEntry { method: string; url: string; access: Access | undefined }

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

/** Paths that always answer with the JSON envelope, never with the web app. */
export const isApiPath = (url: string) => url.startsWith(API_BASE) || url.startsWith(TEMPLATE_BASE);

/**
 * Records every route as it is added and refuses, at start-up, an API route that declares no
 * access: a route nobody thought about must not become reachable by accident.
 */
export function trackRoutes(app: FastifyInstance) {
  app.decorate('routeTable', [] as RouteEntry[]);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (isApiPath(route.url) && !access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.routeTable.push({ method, url: route.url, access });
  });
}
