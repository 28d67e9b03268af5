import type { z } from 'zod';
import { personalFieldsOf, type CrudDeclaration, type RouteDef } from '@console/contract';
import type { MessageKey } from '../lib/i18n.ts';
import { callWith, type Schema } from '../lib/request.ts';
import type { ColumnDef, ListQuery, ListRoute, RecordResource, ResourceDefinition, SearchConfig } from './resource.ts';
import type { SystemMarks } from './system-rows.tsx';

type Declared = CrudDeclaration;
type RecordOf<D extends Declared> = z.output<D['schemas']['record']> & object;
type QueryOf<D extends Declared> = z.output<D['schemas']['list']> & ListQuery;
type CreateOf<D extends Declared> = z.input<D['schemas']['create']>;
type UpdateOf<D extends Declared> = z.input<D['schemas']['update']>;

/** What a page says about a declared resource: how its records look, not which calls serve them. */
export interface CrudResourceConfig<T, Q extends ListQuery> {
  title: MessageKey;
  columns: ColumnDef<T, Q>[];
  toFormValues?: (record: T) => Record<string, unknown>;
  createText?: RecordResource<object>['createText'];
  system?: SystemMarks;
  followWhile?: (record: T) => boolean;
}

const SEARCH_KINDS: Record<string, SearchConfig<never>['kind']> = { contains: 'text', equals: 'text' };

/** The search field a declared filter gets unless the column says otherwise: text, or yes/no for a flag. */
function searchOf(declaration: Declared, key: string): SearchConfig<never> | undefined {
  const filter = declaration.filters[key];
  if (!filter || filter.match === 'custom') return undefined;
  const isFlag = filter.schema.safeParse('true').success && filter.schema.safeParse('false').data === false;
  return { kind: isFlag ? 'boolean' : SEARCH_KINDS[filter.match]! };
}

/** Whether the create body needs a field: its schema refuses it missing. */
const requiredIn = (declaration: Declared, field: string) => {
  const schema = (declaration.schemas.create.shape as Record<string, z.ZodType>)[field];
  return schema !== undefined && !schema.safeParse(undefined).success;
};

/**
 * Columns filled in from the declaration: a declared sort makes a column sortable, a declared filter
 * gives it a search field, a required field is marked so in the dialogs, and a declared `status`
 * action lets the `enabled` column switch. What a column states itself wins.
 */
function declaredColumns<T, Q extends ListQuery>(declaration: Declared, columns: ColumnDef<T, Q>[]): ColumnDef<T, Q>[] {
  const status = (declaration.routes as Record<string, RouteDef>).status;
  return columns.map((column) => ({
    ...column,
    sortable: column.sortable ?? ((declaration.sorts as readonly string[]).includes(column.key) ? (column.key as NonNullable<Q['sort']>) : undefined),
    search: column.search ?? (searchOf(declaration, column.key) as SearchConfig<Q> | undefined),
    form: column.form && { ...column.form, required: column.form.required ?? requiredIn(declaration, column.form.field ?? column.key) },
    toggle: column.toggle ?? (status && column.key === 'enabled'
      ? (record: T, on: boolean) => callWith(status, { id: (record as { id: number }).id, status: on ? '1' : '0' })
      : undefined),
  }));
}

/** The dialogs' side of a declared resource: create, update and delete through the declaration's routes. `T`: its rows, when a page shows more than the record (a tree's children). */
export function declaredRecordResource<D extends Declared, T extends RecordOf<D> = RecordOf<D>>(
  declaration: D,
  config: CrudResourceConfig<T, ListQuery>,
): RecordResource<T, CreateOf<D>, UpdateOf<D>> {
  return dialogsOf(declaration, config);
}

function dialogsOf<D extends Declared, T, Q extends ListQuery>(declaration: D, config: CrudResourceConfig<T, Q>): RecordResource<T & object, CreateOf<D>, UpdateOf<D>, Q> {
  const routes = declaration.routes as Partial<Record<string, RouteDef<Schema, Schema, Schema, z.ZodType>>>;
  return {
    title: config.title,
    rowKey: 'id' as never,
    columns: declaredColumns(declaration, config.columns),
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
export function declaredResource<D extends Declared>(
  declaration: D,
  config: CrudResourceConfig<RecordOf<D>, QueryOf<D>>,
  listed?: { route: RouteDef; params: Record<string, string> },
): ResourceDefinition<RecordOf<D>, QueryOf<D>, CreateOf<D>, UpdateOf<D>> {
  const list = listed?.route ?? (declaration.routes as Record<string, RouteDef>).list;
  if (!list) throw new Error(`${declaration.name} declares no list`);
  const key = listed ? `${declaration.name}:${Object.values(listed.params).join(':')}` : declaration.name;
  return { ...dialogsOf(declaration, config), key, list: list as unknown as ListRoute<RecordOf<D>, QueryOf<D>>, listParams: listed?.params };
}
