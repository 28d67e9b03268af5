import { TEXT_DEFAULT_MAX, type GeneratorField } from '@console/contract';
import { tsNumber } from './literals.ts';
import { columnOf } from './naming.ts';

/** A table the generated code references: its Drizzle export and the file it is exported from, as the module imports it. */
export interface TableRef {
  /** The table's name in the database. */
  table: string;
  exportName: string;
  /** From the generated module's folder: `../users/users.table.ts`. */
  importPath: string;
}

const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;
export const textMax = (field: GeneratorField): number => field.maxLength ?? TEXT_DEFAULT_MAX[field.type === 'longText' ? 'longText' : 'text'];

/** Whether a field holds text (kept blank rather than null when left empty). */
export const holdsText = (field: GeneratorField): boolean => ['text', 'longText', 'dict'].includes(field.type);

/** The contract's schema of a field in the create body. */
export function bodySchemaOf(field: GeneratorField): string {
  const required = field.required;
  const nullable = (schema: string) => (required ? schema : `${schema}.nullable().optional()`);
  switch (field.type) {
    case 'text':
    case 'longText':
      return required ? `text(${textMax(field)}).min(1)` : `optional(text(${textMax(field)}))`;
    case 'dict':
      return required ? 'text(50).min(1)' : 'optional(text(50))';
    case 'integer':
      return nullable(`wholeNumber(${tsNumber(field.min ?? INT_MIN)}, ${tsNumber(field.max ?? INT_MAX)})`);
    case 'decimal':
      return nullable(`decimal(${tsNumber(field.min ?? -999_999_999_999.99)}, ${tsNumber(field.max ?? 999_999_999_999.99)})`);
    case 'boolean':
      return 'flag.optional()';
    case 'date':
      return nullable('day');
    case 'dateTime':
      return nullable('instant');
    case 'reference':
    case 'file':
      return nullable('id');
  }
}

/** The contract's schema of a field in the record the API answers. */
export function recordSchemaOf(field: GeneratorField): string {
  const base = {
    text: 'z.string()', longText: 'z.string()', dict: 'z.string()', integer: 'z.number().int()', decimal: 'z.number()', boolean: 'z.boolean()',
    date: 'z.string()', dateTime: 'z.string()', reference: 'z.number().int()', file: 'z.number().int()',
  }[field.type];
  return field.required || holdsText(field) || field.type === 'boolean' ? base : `${base}.nullable()`;
}

/** The Drizzle column of a field; `refs` names the tables of references and files. */
export function drizzleColumnOf(field: GeneratorField, refs: ReadonlyMap<string, TableRef>): string {
  const column = columnName(field);
  const notNull = field.required ? '.notNull()' : '';
  switch (field.type) {
    case 'text':
    case 'longText':
    case 'dict':
      return `text('${column}').notNull()${field.required ? '' : ".default('')"}`;
    case 'integer':
      return `integer('${column}')${notNull}`;
    case 'decimal':
      return `numeric('${column}', { precision: 14, scale: 2, mode: 'number' })${notNull}`;
    case 'boolean':
      return `boolean('${column}').notNull().default(false)`;
    case 'date':
      return `date('${column}')${notNull}`;
    case 'dateTime':
      return `timestamp('${column}', { withTimezone: true })${notNull}`;
    case 'reference':
    case 'file':
      return `integer('${column}')${notNull}.references(() => ${refs.get(field.name)!.exportName}.id)`;
  }
}

/** The column's name in the database: `maxPlaces` → `max_places`. */
export const columnName = (field: GeneratorField): string => columnOf(field.name);
