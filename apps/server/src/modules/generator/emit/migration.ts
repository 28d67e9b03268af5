import type { Names } from '@console/contract';
import type { EntityDefinition, GeneratorField } from '@console/contract/generator';
import { columnName } from './fields.ts';
import type { Refs } from './server.ts';

const BREAK = '--> statement-breakpoint';

function sqlColumnOf(field: GeneratorField): string {
  const notNull = field.required ? ' NOT NULL' : '';
  switch (field.type) {
    case 'text':
    case 'longText':
    case 'dict':
      return `text${field.required ? '' : " DEFAULT ''"} NOT NULL`;
    case 'integer':
    case 'reference':
    case 'file':
      return `integer${notNull}`;
    case 'decimal':
      return `numeric(14, 2)${notNull}`;
    case 'boolean':
      return 'boolean DEFAULT false NOT NULL';
    case 'date':
      return `date${notNull}`;
    case 'dateTime':
      return `timestamp with time zone${notNull}`;
  }
}

/**
 * The migration creating the table, as `npm run db:generate` writes it from the generated table file
 * (which also writes its snapshot: run it rather than copying this file).
 */
export function migrationSql(entity: EntityDefinition, names: Names, refs: Refs): string {
  const columns = [
    '"id" serial PRIMARY KEY NOT NULL',
    ...entity.fields.map((field) => `"${columnName(field)}" ${sqlColumnOf(field)}`),
    '"created_at" timestamp with time zone DEFAULT now() NOT NULL',
    '"updated_at" timestamp with time zone DEFAULT now() NOT NULL',
  ];
  const statements = [`CREATE TABLE "${names.table}" (\n${columns.map((column) => `\t${column}`).join(',\n')}\n);\n`];
  for (const field of entity.fields) {
    const ref = refs.get(field.name);
    if (!ref) continue;
    const column = columnName(field);
    statements.push(`ALTER TABLE "${names.table}" ADD CONSTRAINT "${names.table}_${column}_${ref.table}_id_fk" FOREIGN KEY ("${column}") `
      + `REFERENCES "public"."${ref.table}"("id") ON DELETE no action ON UPDATE no action;`);
  }
  for (const field of entity.fields) {
    const column = columnName(field);
    if (field.unique) statements.push(`CREATE UNIQUE INDEX "${names.table}_${column}_key" ON "${names.table}" USING btree ("${column}");`);
    else if (field.search === 'contains') statements.push(`CREATE INDEX "${names.table}_${column}_trgm_idx" ON "${names.table}" USING gin ("${column}" gin_trgm_ops) WITH (fastupdate=false);`);
    else if (field.sortable || field.search === 'exact' || field.search === 'range' || refs.has(field.name)) {
      statements.push(`CREATE INDEX "${names.table}_${column}_idx" ON "${names.table}" USING btree ("${column}");`);
    }
  }
  return statements.join(`${BREAK}\n`);
}
