import type { FastifyInstance } from 'fastify';
import { API_BASE, CONTRACT, type OpenOperationName, type RouteDef } from '@console/contract';

/** The answer of an opened operation: its status and its envelope as sent. */
export interface OpenOperationAnswer {
  statusCode: number;
  payload: string;
}

/** The platform's own operations the contract opens to partners (`openAs`), called as the gateway. */
export interface OpenOperations {
  call(name: OpenOperationName, params: Record<string, unknown>): Promise<OpenOperationAnswer>;
}

const openRoutes = (): Map<string, RouteDef> => {
  const routes = new Map<string, RouteDef>();
  for (const domain of Object.values(CONTRACT as Record<string, Record<string, RouteDef>>)) {
    for (const def of Object.values(domain)) if (def.openAs) routes.set(def.openAs, def);
  }
  return routes;
};

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Runs an opened route through the app itself (`inject`), so that its validation, handler and
 * answer are exactly those of a direct call; the key admits the call to that route only.
 */
export function openOperationsOf(app: FastifyInstance, key: string): OpenOperations {
  const routes = openRoutes();
  return {
    async call(name, params) {
      const def = routes.get(name);
      if (!def) throw new Error(`no route is opened as ${name}`);
      const rest = { ...params };
      const path = def.path.replace(/:(\w+)/g, (_match, param: string) => {
        const value = rest[param];
        delete rest[param];
        return encodeURIComponent(value === undefined ? '' : asText(value));
      });
      const url = `${def.base === 'api' ? API_BASE : ''}${path}`;
      const headers = { authorization: `Bearer ${key}` };
      const answer = def.method === 'GET'
        ? await app.inject({ method: 'GET', url, headers, query: Object.fromEntries(Object.entries(rest).map(([field, value]) => [field, asText(value)])) })
        : await app.inject({ method: def.method, url, headers, payload: rest });
      return { statusCode: answer.statusCode, payload: answer.payload };
    },
  };
}
