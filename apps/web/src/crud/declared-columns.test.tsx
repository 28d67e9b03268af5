import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { productCategoriesCrud } from '@console/contract/products';
import { programmesCrud } from '@console/contract/training';
import { usersCrud } from '@console/contract/users';
import { asIs } from '../lib/i18n.ts';
import { declaredResource } from './crud-resource.ts';
import { DayPicker } from './day-picker.tsx';
import { ENABLED_STATUSES, type ColumnDef, type ListQuery, type Option } from './resource.ts';

const byKey = <T, Q extends ListQuery>(columns: readonly ColumnDef<T, Q>[]) => Object.fromEntries(columns.map((column) => [column.key, column]));
const isDayPicker = (control: unknown) => isValidElement(control) && control.type === DayPicker;

describe('the columns of a declared resource', () => {
  it('take their titles, controls, lengths, sorts and searches from the declaration', () => {
    const resource = declaredResource(productCategoriesCrud, {
      messages: 'productCategories',
      columns: ['name', 'sort', 'enabled', 'productCount', 'remark', 'createdAt'],
    });
    const columns = byKey(resource.columns);
    expect(resource.title).toBe('productCategories.record');
    expect(columns.name).toMatchObject({ title: 'productCategories.name', sortable: 'name', search: { kind: 'text' }, form: { kind: 'text', maxLength: 50, required: true } });
    expect(columns.remark!.form).toMatchObject({ kind: 'textarea', maxLength: 500, required: false });
    expect(columns.sort!.form).toMatchObject({ kind: 'number', initialValue: 0 });
    expect(columns.enabled).toMatchObject({ options: ENABLED_STATUSES, search: { kind: 'boolean' }, form: { kind: 'switch', initialValue: true } });
    expect(columns.enabled!.toggle).toBeTypeOf('function');
    expect(columns.productCount).toMatchObject({ hideInTable: false, form: undefined, search: undefined, sortable: undefined });
    expect(columns.createdAt!.exportValue!({ createdAt: '2024-05-01T08:09:10' } as never)).toBe('2024-05-01 08:09:10');
  });

  it('pick a day with a day picker, one of fixed values or of a column\'s options with a select', () => {
    const companies: Option[] = [{ value: 1, label: asIs('一览') }];
    const columns = byKey(declaredResource(programmesCrud, {
      messages: 'training',
      title: 'training.programme',
      columns: ['startsOn', 'from', 'status', { key: 'companyId', title: 'training.company', options: companies }],
    }).columns);
    expect(isDayPicker(columns.startsOn!.form!.control)).toBe(true);
    expect(columns.startsOn!.form!.required).toBe(true);
    expect(columns.from).toMatchObject({ hideInTable: true, form: undefined });
    expect(isDayPicker(columns.from!.search!.control)).toBe(true);
    expect(columns.status!.form!.kind).toBe('select');
    expect(columns.companyId).toMatchObject({ search: { kind: 'select' }, form: { kind: 'select', required: true } });
  });

  it('keep what the page states, and a field set when creating out of the edit dialog', () => {
    const columns = byKey(declaredResource(usersCrud, {
      messages: 'users',
      columns: ['username', 'password', { key: 'enabled', form: false }, { key: 'name', title: asIs('称呼'), sortable: false, form: { kind: 'textarea' } }],
    }).columns);
    expect(columns.username!.form).toMatchObject({ kind: 'text', only: 'create' });
    expect(columns.password).toMatchObject({ hideInTable: true, form: { kind: 'password', only: 'create', required: true } });
    expect(columns.enabled!.form).toBeUndefined();
    expect(columns.name).toMatchObject({ title: { asIs: '称呼' }, sortable: undefined, form: { kind: 'textarea', required: true } });
    expect(columns.name!.form!.maxLength).toBeUndefined();
  });

  // What the compiler refuses; a refusal it stopped making fails the type check (an unused @ts-expect-error).
  it('do not compile with a key that names no message, unless they state their title', () => {
    const resource = declaredResource(productCategoriesCrud, {
      messages: 'productCategories',
      columns: [
        // @ts-expect-error: misspelt
        'nmae',
        // @ts-expect-error: no message `productCategories.preview`
        { key: 'preview', render: () => null },
        { key: 'preview', title: 'crud.actions', render: () => null },
      ],
    });
    expect(resource.columns.map(({ title }) => title)).toEqual(['productCategories.nmae', 'productCategories.preview', 'crud.actions']);
  });
});
