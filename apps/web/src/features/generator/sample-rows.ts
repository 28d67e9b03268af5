import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { Page } from '@console/contract';
import type { EntityDefinition, GeneratorField } from '@console/contract/generator';
import type { ListQuery } from '../../crud/resource.ts';

export const SAMPLE_ROW_COUNT = 8;
/** How many records of a referenced table the preview offers. */
export const SAMPLE_CHOICE_COUNT = 3;
const DAY = 'YYYY-MM-DD';

/** A record of the generated domain as the preview holds it: its id, a value per field, and when it last changed. */
export type PreviewRow = { id: number } & Record<string, unknown>;

/** The preview's list query: paging and sorting, and a filter per search field, as text. */
export type PreviewQuery = ListQuery & Record<string, unknown>;

/** A search field of the generated page: a field's own, or one bound of a range (`<name>From`, `<name>To`). */
export interface PreviewFilter {
  name: string;
  field: GeneratorField;
  bound?: 'from' | 'to';
}

export function filtersOf(definition: EntityDefinition): PreviewFilter[] {
  return definition.fields.flatMap((field): PreviewFilter[] => {
    if (field.search === 'none') return [];
    if (field.search !== 'range') return [{ name: field.name, field }];
    return [{ name: `${field.name}From`, field, bound: 'from' }, { name: `${field.name}To`, field, bound: 'to' }];
  });
}

const isNumeric = (field: GeneratorField) => field.type === 'integer' || field.type === 'decimal';
const within = (value: number, { min, max }: GeneratorField) => Math.min(Math.max(value, min ?? -Infinity), max ?? Infinity);

/** The value of a field in the nth sample row (from 1), within the field's limits. */
export function sampleValue(field: GeneratorField, n: number, dictValues: readonly string[], t: TFunction): unknown {
  switch (field.type) {
    case 'text':
      return t('generator.test.sampleText', { n }).slice(0, field.maxLength);
    case 'longText':
      return t('generator.test.sampleLongText', { n }).slice(0, field.maxLength);
    case 'integer':
      return within(n * 10, field);
    case 'decimal':
      return within(n * 10 + 0.5, field);
    case 'boolean':
      return n % 2 === 1;
    case 'date':
      return dayjs().subtract(n - 1, 'day').format(DAY);
    case 'dateTime':
      return dayjs().subtract(n - 1, 'hour').toISOString();
    case 'dict':
      return dictValues.length > 0 ? dictValues[(n - 1) % dictValues.length] : '';
    case 'reference':
      return ((n - 1) % SAMPLE_CHOICE_COUNT) + 1;
    case 'file':
      return null;
  }
}

/** The sample rows of a definition; a dict field takes its dictionary's values in turn. */
export function sampleRows(definition: EntityDefinition, dictValues: Readonly<Record<string, readonly string[]>>, t: TFunction): PreviewRow[] {
  return Array.from({ length: SAMPLE_ROW_COUNT }, (_, index) => ({
    id: index + 1,
    ...Object.fromEntries(definition.fields.map((field) => [field.name, sampleValue(field, index + 1, dictValues[field.name] ?? [], t)])),
    updatedAt: dayjs().subtract(SAMPLE_ROW_COUNT - index, 'minute').toISOString(),
  }));
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Whether a row passes one filter, compared as the generated list compares it. */
function passes(row: PreviewRow, { field, bound }: PreviewFilter, text: string): boolean {
  const value = row[field.name];
  if (field.search === 'contains') return String(value ?? '').toLowerCase().includes(text.toLowerCase());
  if (field.search === 'exact') return typeof value === 'number' ? value === Number(text) : String(value ?? '') === text;
  if (isBlank(value)) return false;
  // A date-time is compared by its local day: the range's bounds are days.
  const [own, limit] = isNumeric(field) ? [Number(value), Number(text)] : [dayjs(String(value)).format(DAY), text];
  return bound === 'from' ? own >= limit : own <= limit;
}

/** Empty values last, whichever the order. */
function compare(a: unknown, b: unknown): number {
  if (isBlank(a) || isBlank(b)) return Number(isBlank(a)) - Number(isBlank(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'zh-CN');
}

/** One page of the rows for a query: filtered, sorted (newest first unless a column says), and paged. */
export function pageOfRows(rows: readonly PreviewRow[], filters: readonly PreviewFilter[], query: PreviewQuery): Page<PreviewRow> {
  const found = rows.filter((row) => filters.every((filter) => {
    const text = query[filter.name];
    return typeof text !== 'string' || text === '' || passes(row, filter, text);
  }));
  const sort = query.sort ?? 'id';
  const direction = query.order === 'asc' ? 1 : -1;
  const sorted = [...found].sort((a, b) => {
    const blanks = compare(a[sort], b[sort]);
    return isBlank(a[sort]) || isBlank(b[sort]) ? blanks : blanks * direction;
  });
  const first = (query.pageNumber - 1) * query.pageSize;
  return { records: sorted.slice(first, first + query.pageSize), total: found.length, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

/** The rows of the preview, held in the page: listed, added, changed and deleted as the generated domain's would be. */
export function memoryRows(initial: readonly PreviewRow[], filters: readonly PreviewFilter[]) {
  let rows = [...initial];
  let nextId = Math.max(0, ...rows.map(({ id }) => id)) + 1;
  return {
    rows: (): readonly PreviewRow[] => rows,
    list: (query: PreviewQuery) => Promise.resolve(pageOfRows(rows, filters, query)),
    create: (body: Record<string, unknown>) => {
      rows = [...rows, { ...body, id: nextId, updatedAt: new Date().toISOString() }];
      nextId += 1;
      return Promise.resolve();
    },
    update: ({ id, ...changes }: Record<string, unknown>) => {
      rows = rows.map((row) => (row.id === id ? { ...row, ...changes, updatedAt: new Date().toISOString() } : row));
      return Promise.resolve();
    },
    remove: (ids: readonly number[]) => {
      rows = rows.filter((row) => !ids.includes(row.id));
      return Promise.resolve();
    },
  };
}

export type MemoryRows = ReturnType<typeof memoryRows>;
