import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { inputPlaceOf, MESSAGES, PERSONAL_DATA_PAGE, type CrudAction, type CrudDeclaration, type RouteDef } from '@console/contract';
import { forbiddenBecause } from '../http/errors.ts';
import type { Handlers } from '../http/routes.ts';
import { actorOf, type Actor } from './audit.ts';

export interface CrudHandlerOptions {
  /** The rows the caller may see and change (their data scope); all when it answers undefined. */
  scope?: (request: FastifyRequest) => Promise<SQL | undefined>;
}

type Input = Record<string, unknown>;

/** What the handlers call: the generic service's operations, whatever its record. */
export interface CrudOperations {
  list(query: never, scope?: SQL): Promise<unknown>;
  get(id: number): Promise<unknown>;
  create(actor: Actor, fields: Input, scope?: SQL): Promise<unknown>;
  update(actor: Actor, id: number, fields: Input, scope?: SQL): Promise<unknown>;
  delete(actor: Actor, ids: number[], scope?: SQL): Promise<number>;
  setEnabled(actor: Actor, id: number, enabled: boolean, scope?: SQL): Promise<unknown>;
  choices(field: string): Promise<unknown>;
  personal(id: number, scope?: SQL): Promise<unknown>;
}

/** The personal fields of a record in full, for holders of the permission to read them (403 with the reason otherwise). */
async function personalOf(service: CrudOperations, id: number, request: FastifyRequest, scope: SQL | undefined): Promise<unknown> {
  if (!(await request.holds([PERSONAL_DATA_PAGE], 'view'))) throw forbiddenBecause(MESSAGES.personalDataForbidden);
  return service.personal(id, scope);
}

/** The handlers of a declaration's routes, each calling the generic service with the input where the route takes it. */
export function crudHandlers<D extends CrudDeclaration>(
  declaration: D,
  service: CrudOperations,
  { scope = async () => undefined }: CrudHandlerOptions = {},
): Handlers<D['routes']> {
  const actions: Record<CrudAction, (input: Input, request: FastifyRequest) => Promise<unknown>> = {
    list: async (input, request) => service.list(input as never, await scope(request)),
    info: async (input) => service.get(input.id as number),
    create: async (input, request) => service.create(actorOf(request), input, await scope(request)),
    update: async ({ id, ...fields }, request) => service.update(actorOf(request), id as number, fields, await scope(request)),
    delete: async (input, request) => ({ deleted: await service.delete(actorOf(request), input.ids as number[], await scope(request)) }),
    status: async (input, request) => service.setEnabled(actorOf(request), input.id as number, input.status as boolean, await scope(request)),
    choices: async (input) => service.choices(input.field as string),
    personal: async (input, request) => personalOf(service, input.id as number, request, await scope(request)),
  };
  const routes = declaration.routes as Record<CrudAction, RouteDef>;
  return Object.fromEntries(Object.entries(routes).map(([action, def]) => [
    action,
    (input: Record<string, Input>, request: FastifyRequest) => actions[action as CrudAction](input[inputPlaceOf(def)]!, request),
  ])) as unknown as Handlers<D["routes"]>;
}
