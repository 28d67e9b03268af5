import type { z } from 'zod';
import { personalFieldsOf, type CrudDeclaration, type RouteDef } from '@console/contract';
import type { MessageKey } from '../lib/i18n.ts';
import { callWith, type Schema } from '../lib/request.ts';
import { declaredColumn, titleIn, type DeclaredColumn, type MessagesName, type StatedColumn, type TitledKey } from './declared-columns.tsx';
import type { ListQuery, ListRoute, RecordResource, ResourceDefinition } from './resource.ts';
import type { SystemMarks } from './system-rows.tsx';

type Declared = CrudDeclaration;
type RecordOf<D extends Declared> = z.output<D['schemas']['record']> & object;
type QueryOf<D extends Declared> = z.output<D['schemas']['list']> & ListQuery;
type CreateOf<D extends Declared> = z.input<D['schemas']['create']>;
type UpdateOf<D extends Declared> = z.input<D['schemas']['update']>;

/** The title of one record: `<messages>.record` unless stated. */
type RecordTitle<M> = 'record' extends TitledKey<M> ? { title?: MessageKey } : { title: MessageKey };

/**
 * What a page says about a declared resource: how its records look, not which calls serve them. Its
 * columns come from the declaration (`declaredColumn`): a page names them in order, each by its key
 * alone or with what differs.
 */
export type CrudResourceConfig<T, Q extends ListQuery, D extends Declared, M extends MessagesName> = RecordTitle<M> & ResourceLooks<T> & {
  /** The feature's messages holding the titles: a column's is `<messages>.<key>`. */
  messages?: M;
  columns: readonly DeclaredColumn<T, Q, D, NoInfer<M>>[];
};

/** How a declared resource's records look, beyond their columns. */
interface ResourceLooks<T> {
  toFormValues?: (record: T) => Record<string, unknown>;
  createText?: RecordResource<object>['createText'];
  system?: SystemMarks;
  followWhile?: (record: T) => boolean;
}

/** A config as the resource is built from it, its keys checked already. */
interface StatedConfig<T, Q extends ListQuery> extends ResourceLooks<T> {
  title?: MessageKey;
  messages?: string;
  columns: readonly StatedColumn<T, Q>[];
}

/** The dialogs' side of a declared resource: create, update and delete through the declaration's routes. `T`: its rows, when a page shows more than the record (a tree's children). */
export function declaredRecordResource<D extends Declared, T extends RecordOf<D> = RecordOf<D>, const M extends MessagesName = never>(
  declaration: D,
  config: CrudResourceConfig<T, ListQuery, D, M>,
): RecordResource<T, CreateOf<D>, UpdateOf<D>> {
  return dialogsOf(declaration, config as StatedConfig<T, ListQuery>);
}

function dialogsOf<D extends Declared, T, Q extends ListQuery>(declaration: D, config: StatedConfig<T, Q>): RecordResource<T & object, CreateOf<D>, UpdateOf<D>, Q> {
  const routes = declaration.routes as Partial<Record<string, RouteDef<Schema, Schema, Schema, z.ZodType>>>;
  return {
    title: config.title ?? titleIn(config.messages, 'record'),
    rowKey: 'id' as never,
    columns: config.columns.map((column) => declaredColumn<T, Q>(declaration, config.messages, column)),
    toFormValues: config.toFormValues,
    createText: config.createText,
    system: config.system,
    followWhile: config.followWhile,
    ...(routes.create && { create: (body: CreateOf<D>) => callWith(routes.create!, body as Record<string, unknown>), createSchema: declaration.schemas.create as never }),
    ...(routes.update && { update: (body: UpdateOf<D>) => callWith(routes.update!, body as Record<string, unknown>), updateSchema: declaration.schemas.update as never }),
    ...(routes.delete && { remove: (ids: number[]) => callWith(routes.delete!, { ids: ids.join(',') }) }),
    ...(routes.personal && { personal: { fields: Object.keys(personalFieldsOf(declaration.record)), route: routes.personal } }),
  };
}

/**
 * A list page's resource, all of it from the declaration but for how its records look. A list the
 * catalogue gives a path parameter (`GET /log/list/{type}`) is a route of its own, taking the
 * declaration's list query: `listed` names it and the parameters of this page's list.
 */
export function declaredResource<D extends Declared, const M extends MessagesName = never>(
  declaration: D,
  config: CrudResourceConfig<RecordOf<D>, QueryOf<D>, D, M>,
  listed?: { route: RouteDef; params: Record<string, string> },
): ResourceDefinition<RecordOf<D>, QueryOf<D>, CreateOf<D>, UpdateOf<D>> {
  const list = listed?.route ?? (declaration.routes as Record<string, RouteDef>).list;
  if (!list) throw new Error(`${declaration.name} declares no list`);
  const key = listed ? `${declaration.name}:${Object.values(listed.params).join(':')}` : declaration.name;
  return { ...dialogsOf(declaration, config as StatedConfig<RecordOf<D>, QueryOf<D>>), key, list: list as unknown as ListRoute<RecordOf<D>, QueryOf<D>>, listParams: listed?.params };
}
