import type { Names } from '@console/contract';
import type { EntityDefinition, GeneratorField } from '@console/contract/generator';
import { used } from './contract.ts';
import { columnName, drizzleColumnOf, type TableRef } from './fields.ts';

/** The tables an entity's reference fields point at, by field name. */
export type Refs = ReadonlyMap<string, TableRef>;

const indexed = (field: GeneratorField) => field.sortable || field.search === 'exact' || field.search === 'range' || field.type === 'reference';

/** The table's indexes: unique keys, an index for each sorted, filtered or referencing column, a trigram index for each searched by a part. */
function indexesOf(entity: EntityDefinition, names: Names): string[] {
  return entity.fields.flatMap((field) => {
    const column = columnName(field);
    if (field.unique) return [`uniqueIndex('${names.table}_${column}_key').on(t.${field.name})`];
    if (field.search === 'contains') return [`index('${names.table}_${column}_trgm_idx').using('gin', sql\`\${t.${field.name}} gin_trgm_ops\`).with({ fastupdate: false })`];
    return indexed(field) ? [`index('${names.table}_${column}_idx').on(t.${field.name})`] : [];
  });
}

const COLUMN_TYPES = ['boolean', 'date', 'index', 'integer', 'numeric', 'pgTable', 'serial', 'text', 'timestamp', 'uniqueIndex'];

/** `<folder>.table.ts`: the Drizzle table. */
export function tableFile(entity: EntityDefinition, names: Names, refs: Refs): string {
  const indexes = indexesOf(entity, names);
  const body = `export const ${names.plural} = pgTable('${names.table}', {
  id: serial('id').primaryKey(),
${entity.fields.map((field) => `  ${field.name}: ${drizzleColumnOf(field, refs)},`).join('\n')}
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}${indexes.length === 0 ? '' : `, (t) => [\n${indexes.map((index) => `  ${index},`).join('\n')}\n]`});

export type ${names.Entity}Row = typeof ${names.plural}.$inferSelect;
`;
  const imports = [
    ...(body.includes('sql`') ? ["import { sql } from 'drizzle-orm';"] : []),
    `import { ${[...(body.includes('AnyPgColumn') ? ['type AnyPgColumn'] : []), ...used(body, COLUMN_TYPES)].join(', ')} } from 'drizzle-orm/pg-core';`,
    ...uniqueRefs(refs).map((ref) => `import { ${ref.exportName} } from '${ref.importPath}';`),
  ];
  return [...imports, '', body].join('\n');
}

/** The other modules' tables the references import, each once (the entity's own table is not imported). */
const uniqueRefs = (refs: Refs): TableRef[] => [...new Map([...refs.values()].filter((ref) => ref.importPath).map((ref) => [ref.exportName, ref])).values()];

/** The list's conditions of custom filters: exact days and ranges. */
function customFiltersOf(entity: EntityDefinition, names: Names): string[] {
  return entity.fields.flatMap((field) => {
    const column = `${names.plural}.${field.name}`;
    if (field.search === 'exact' && field.type === 'date') return [`${field.name}: async (day: string) => eq(${column}, day)`];
    if (field.search !== 'range') return [];
    if (field.type === 'dateTime') {
      return [
        `${field.name}From: async (day: string) => sql\`\${${column}} >= \${startOfUtcDay(day, 0)}\``,
        `${field.name}To: async (day: string) => sql\`\${${column}} < \${startOfUtcDay(day, 1)}\``,
      ];
    }
    const type = field.type === 'date' ? 'string' : 'number';
    return [`${field.name}From: async (bound: ${type}) => gte(${column}, bound)`, `${field.name}To: async (bound: ${type}) => lte(${column}, bound)`];
  });
}

/** The service's references: the table each reference field names, what to say when the row is missing, the column naming its rows. */
function referencesOf(references: GeneratorField[], refs: Refs, names: Names): string {
  const entries = references.map((field) => {
    const ref = refs.get(field.name)!;
    return `        ${field.name}: { table: ${ref.exportName}, message: MESSAGES.invalidField('${field.name}', ${names.plural}Messages.zh.missing.${field.name}), label: ${ref.exportName}.${ref.label} },`;
  });
  return `references: {\n${entries.join('\n')}\n      },`;
}

/** Whether an entity holds files: its service needs the files module's interface. */
export const holdsFiles = (entity: EntityDefinition) => entity.fields.some((field) => field.type === 'file');

/** `<folder>.service.ts`: the CRUD service: the storage of what the declaration says. */
export function serviceFile(entity: EntityDefinition, names: Names, refs: Refs): string {
  const filters = customFiltersOf(entity, names);
  const dicts = entity.fields.some((field) => field.type === 'dict');
  const references = entity.fields.filter((field) => refs.has(field.name));
  const files = entity.fields.filter((field) => field.type === 'file');
  const storage = [
    `table: ${names.plural},`,
    ...(filters.length > 0 ? [`customFilters: {\n${filters.map((filter) => `        ${filter},`).join('\n')}\n      },`] : []),
    ...(references.length > 0 ? [referencesOf(references, refs, names)] : []),
    ...(files.length > 0 ? [`files: { store: files, columns: { ${files.map((field) => `${field.name}: '${field.name}'`).join(', ')} } },`] : []),
    ...(dicts ? ['dictionaries,'] : []),
    `defaultOrder: [desc(${names.plural}.id)],`,
  ];
  const body = `export class ${names.Plural}Service extends CrudService<typeof ${names.plural}, typeof ${names.plural}Crud> {
  constructor(db: Db${files.length > 0 ? ', files: FilesApi' : ''}${dicts ? ', dictionaries: DictsApi' : ''}) {
    super(db, ${names.plural}Crud, {
${storage.map((line) => `      ${line}`).join('\n')}
    });
  }
}
`;
  const orm = used(body, ['desc', 'eq', 'gte', 'lte', 'sql']);
  const ownImports = [`${names.plural}Crud`, ...(references.length > 0 ? [`${names.plural}Messages`] : [])];
  const lines = [
    `import { ${orm.join(', ')} } from 'drizzle-orm';`,
    ...used(body, ['MESSAGES']).map((name) => `import { ${name} } from '@console/contract';`),
    `import { ${ownImports.join(', ')} } from '@console/contract/${names.folder}';`,
    "import { CrudService } from '../../crud/crud-service.ts';",
    ...(body.includes('startOfUtcDay') ? ["import { startOfUtcDay } from '../../crud/listing.ts';"] : []),
    "import type { Db } from '../../platform/database.ts';",
    ...(dicts ? ["import type { DictsApi } from '../dicts/dicts.api.ts';"] : []),
    ...(files.length > 0 ? ["import type { FilesApi } from '../files/files.api.ts';"] : []),
    ...uniqueRefs(new Map(references.map((field) => [field.name, refs.get(field.name)!]))).map((ref) => `import { ${ref.exportName} } from '${ref.importPath}';`),
    `import { ${names.plural} } from './${names.folder}.table.ts';`,
  ];
  return [...lines, '', body].join('\n');
}

/** `<folder>.module.ts`: the module serving the domain's routes. */
export function moduleFile(entity: EntityDefinition, names: Names): string {
  const dicts = entity.fields.some((field) => field.type === 'dict');
  const needs = [...(holdsFiles(entity) ? ['files'] : []), ...(dicts ? ['dicts'] : [])];
  const services = needs.map((module) => `services.${module}`);
  return `import { ${names.plural}Crud } from '@console/contract/${names.folder}';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { defineModule } from '../../module.ts';
import { ${names.Plural}Service } from './${names.folder}.service.ts';

export const ${names.plural}Module = defineModule({
  name: '${names.plural}',
${needs.length > 0 ? `  after: [${needs.map((module) => `'${module}'`).join(', ')}],\n` : ''}  build: ({ db${services.length > 0 ? ', services' : ''} }) => {
    const service = new ${names.Plural}Service(${['db', ...services].join(', ')});
    return { handlers: { ${names.plural}: crudHandlers(${names.plural}Crud, service) } };
  },
});
`;
}
