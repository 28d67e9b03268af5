import type { TFunction } from 'i18next';
import { z } from 'zod';
import { listQuery, textFilter } from '@console/contract';
import { type AttachmentRecord } from '@console/contract/files';
import { TEXT_DEFAULT_MAX, type EntityDefinition, type GeneratorField } from '@console/contract/generator';
import { FileCell, FileField } from '../../components/attachments.tsx';
import { formatDateTime } from '../../crud/cells.tsx';
import { DateTimePicker } from '../../crud/date-time-picker.tsx';
import { DayPicker } from '../../crud/day-picker.tsx';
import { dictChoices } from '../../crud/dict.tsx';
import type { ColumnDef, FormConfig, Option, ResourceDefinition, SearchConfig } from '../../crud/resource.ts';
import { filtersOf, SAMPLE_CHOICE_COUNT, type MemoryRows, type PreviewQuery, type PreviewRow } from './sample-rows.ts';
import { asIs } from '../../lib/i18n.ts';

/*
 * The preview builds the resource the generator writes (its web and contract parts): the same
 * controls, search fields and limits, so that what is tried here is what the generated page does.
 */

const DICT_VALUE_MAX = 50;
const INT_RANGE = { min: -2_147_483_648, max: 2_147_483_647 };
const YES_NO: Option[] = [{ value: true, label: 'crud.yes', color: 'success' }, { value: false, label: 'crud.no' }];
const WIDE = { style: { width: '100%' } };

const textMax = (field: GeneratorField) => field.maxLength ?? TEXT_DEFAULT_MAX[field.type === 'longText' ? 'longText' : 'text'];
const isDay = (field: GeneratorField) => field.type === 'date' || field.type === 'dateTime';

let keptFiles = 0;

/** A file chosen in the preview, kept in the page: nothing is uploaded. */
function keptInPage(file: File): AttachmentRecord {
  keptFiles += 1;
  return { id: -keptFiles, name: file.name, size: file.size, contentType: file.type, url: URL.createObjectURL(file) };
}

/** The records of the referenced table the preview offers: samples named after the table. */
const sampleChoices = (field: GeneratorField, t: TFunction): Option[] => Array.from({ length: SAMPLE_CHOICE_COUNT }, (_, index) => ({
  value: index + 1, label: asIs(t('generator.test.sampleChoice', { table: field.references, n: index + 1 })),
}));

/** The choices a field's values mean, as the generated page has them. */
function optionsOf(field: GeneratorField, t: TFunction): ColumnDef<PreviewRow, PreviewQuery>['options'] {
  if (field.type === 'dict' && field.dictType) return dictChoices(field.dictType);
  if (field.type === 'boolean') return YES_NO;
  return field.type === 'reference' ? sampleChoices(field, t) : undefined;
}

/** The cell of a field whose value is not shown as text. */
function cellOf(field: GeneratorField): ColumnDef<PreviewRow, PreviewQuery>['render'] {
  if (field.type === 'dateTime') return (row) => (row[field.name] ? formatDateTime(String(row[field.name])) : '');
  return field.type === 'file' ? (row) => <FileCell file={row[field.name] as AttachmentRecord | null} /> : undefined;
}

/** The search field of a field searched by equality or a part of it. */
function searchOf(field: GeneratorField): SearchConfig<PreviewQuery> {
  if (field.search === 'exact' && field.type === 'date') return { kind: 'custom', control: <DayPicker {...WIDE} /> };
  if (field.search === 'exact' && (field.type === 'dict' || field.type === 'reference')) return { kind: 'select' };
  if (field.search === 'exact' && field.type === 'boolean') return { kind: 'boolean' };
  return { kind: 'text' };
}

const boundSearch = (field: GeneratorField): SearchConfig<PreviewQuery> => (isDay(field) ? { kind: 'custom', control: <DayPicker {...WIDE} /> } : { kind: 'number' });

/** The dialog's control of a field. */
function formOf(field: GeneratorField): FormConfig<PreviewRow> {
  const { required } = field;
  const emptied = required ? {} : { whenEmpty: 'null' as const };
  switch (field.type) {
    case 'text':
      return { kind: 'text', maxLength: textMax(field), required };
    case 'longText':
      return { kind: 'textarea', maxLength: textMax(field), required };
    case 'dict':
      return { kind: 'select', required };
    case 'reference':
      return { kind: 'select', required, ...emptied };
    case 'file':
      return { kind: 'custom', control: <FileField keep={keptInPage} />, required, ...emptied };
    case 'boolean':
      return { kind: 'switch', initialValue: false };
    case 'date':
      return { kind: 'custom', control: <DayPicker {...WIDE} />, required, ...emptied };
    case 'dateTime':
      return { kind: 'custom', control: <DateTimePicker {...WIDE} />, required, ...emptied };
    case 'integer':
    case 'decimal':
      return { kind: 'number', required, ...emptied };
  }
}

/** What the dialog checks a field's value against: the limits the generated contract gives it. */
function valueSchema(field: GeneratorField): z.ZodType {
  const emptyOr = (schema: z.ZodType) => (field.required ? schema : schema.nullable());
  switch (field.type) {
    case 'text':
    case 'longText':
    case 'dict': {
      const text = z.string().trim().max(field.type === 'dict' ? DICT_VALUE_MAX : textMax(field));
      return field.required ? text.min(1) : text;
    }
    case 'integer':
      return emptyOr(z.number().int().min(field.min ?? INT_RANGE.min).max(field.max ?? INT_RANGE.max));
    case 'decimal':
      return emptyOr(z.number().min(field.min ?? -Infinity).max(field.max ?? Infinity));
    case 'reference':
      return emptyOr(z.number().int().min(1));
    case 'file':
      return emptyOr(z.object({ id: z.number().int() }));
    case 'boolean':
      return z.boolean();
    case 'date':
    case 'dateTime':
      return emptyOr(z.string().min(1));
  }
}

/** The dialogs' schema: each field's limits, and no value a unique field already has in another row. */
function bodySchema(definition: EntityDefinition, rows: MemoryRows, t: TFunction) {
  const shown = definition.fields.filter((field) => field.inForm);
  return z.object(Object.fromEntries(shown.map((field) => [field.name, valueSchema(field)]))).superRefine((body, context) => {
    for (const field of shown.filter(({ unique }) => unique)) {
      const value = body[field.name];
      if (value === '' || value === null || value === undefined) continue;
      if (rows.rows().some((row) => row.id !== body.id && row[field.name] === value)) {
        context.addIssue({ code: 'custom', path: [field.name], message: t('generator.test.uniqueTaken', { label: field.label, value: String(value) }) });
      }
    }
  });
}

/**
 * The columns of the generated page: a listed field is a column, a searched one a search field (a
 * range two: from and to), a field of the form a control of the dialogs; the time of the last change ends the row.
 */
function columnsOf(definition: EntityDefinition, t: TFunction): ColumnDef<PreviewRow, PreviewQuery>[] {
  const fields = definition.fields.flatMap((field): ColumnDef<PreviewRow, PreviewQuery>[] => {
    const searched = field.search === 'exact' || field.search === 'contains';
    const own: ColumnDef<PreviewRow, PreviewQuery> = {
      key: field.name,
      title: asIs(field.label),
      hideInTable: !field.listed,
      sortable: field.sortable ? field.name : undefined,
      options: optionsOf(field, t),
      render: cellOf(field),
      search: searched ? searchOf(field) : undefined,
      form: field.inForm ? formOf(field) : undefined,
    };
    if (field.search !== 'range') return [own];
    return [
      own,
      { key: `${field.name}From`, title: asIs(t('generator.test.from', { label: field.label })), hideInTable: true, search: boundSearch(field) },
      { key: `${field.name}To`, title: asIs(t('generator.test.to', { label: field.label })), hideInTable: true, search: boundSearch(field) },
    ];
  });
  const updatedAt = (row: PreviewRow) => formatDateTime(String(row.updatedAt));
  return [...fields, { key: 'updatedAt', title: 'generator.list.updatedAt', render: updatedAt, exportValue: updatedAt }];
}

type Body = Record<string, unknown>;

/** The generated page's resource over rows held in memory: the real CRUD blocks, nothing sent to the server. */
export function previewResource(definition: EntityDefinition, rows: MemoryRows, t: TFunction): ResourceDefinition<PreviewRow, PreviewQuery, Body, Body> {
  const sorts = ['id', ...definition.fields.filter(({ sortable }) => sortable).map(({ name }) => name)] as const;
  const filters = Object.fromEntries(filtersOf(definition).map(({ name }) => [name, textFilter]));
  const schema = bodySchema(definition, rows, t);
  return {
    key: `generatorPreview:${definition.name}`,
    title: asIs(definition.label),
    // A row's other keys are the definition's, unknown to the type: `id` is its number key all the same.
    rowKey: 'id' as never,
    columns: columnsOf(definition, t),
    source: { query: listQuery(sorts, filters) as unknown as z.ZodType<PreviewQuery>, list: rows.list },
    create: rows.create,
    createSchema: schema,
    update: rows.update,
    updateSchema: schema,
    remove: rows.remove,
  };
}
