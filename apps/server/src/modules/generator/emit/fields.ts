import { columnOf } from '@console/contract';
import { TEXT_DEFAULT_MAX, type GeneratorField } from '@console/contract/generator';
import { tsNumber } from './literals.ts';

/** A table the generated code references: its Drizzle export and the file it is exported from, as the module imports it. */
export interface TableRef {
  /** The table's name in the database. */
  table: string;
  exportName: string;
  /** From the generated module's folder: `../users/users.table.ts`; none for the entity's own table (a tree's parent). */
  importPath?: string;
  /** The property of the column naming its rows in a select (`name`), or `id` when none does. */
  label: string;
}

/** The field naming an entity's records in another's select: its first text field, required ones first. */
export function labelOfFields(fields: readonly GeneratorField[]): string {
  const texts = fields.filter((field) => field.type === 'text');
  return (texts.find((field) => field.required) ?? texts[0])?.name ?? 'id';
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
      return nullable('id');
    case 'file':
      return nullable('attachmentId');
  }
}

/**
 * Whether the record answers null for a field left blank: text is kept blank and a yes/no false, and a
 * required field is never blank; a held file deleted since shows as none, required or not.
 */
export const answersNull = (field: GeneratorField): boolean =>
  field.type === 'file' || !(field.required || holdsText(field) || field.type === 'boolean');

/** The Drizzle column of a field; `refs` names the tables of references. */
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
    case 'reference': {
      const ref = refs.get(field.name)!;
      return `integer('${column}')${notNull}.references(${ref.importPath ? '()' : '(): AnyPgColumn'} => ${ref.exportName}.id)`;
    }
    case 'file':
      // No foreign key: a file deleted in 文件管理 leaves the record without it rather than refusing.
      return `integer('${column}')${notNull}`;
  }
}

/** The column's name in the database: `maxPlaces` → `max_places`. */
export const columnName = (field: GeneratorField): string => columnOf(field.name);
