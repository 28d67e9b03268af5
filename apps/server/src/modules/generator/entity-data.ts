import { sql } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { type EntityDraft, type GeneratorFieldType } from '@console/contract/generator';
import { notFound } from '../../http/errors.ts';
import { queryRows, type Db } from '../../platform/database.ts';

/** Columns every generated table has already: a definition does not list them. */
const OWN_COLUMNS = new Set(['id', 'created_at', 'updated_at']);

const TYPES: Record<string, GeneratorFieldType> = {
  text: 'longText', 'character varying': 'text', character: 'text', integer: 'integer', smallint: 'integer', bigint: 'integer', numeric: 'decimal',
  real: 'decimal', 'double precision': 'decimal', boolean: 'boolean', date: 'date', 'timestamp with time zone': 'dateTime', 'timestamp without time zone': 'dateTime',
};

interface ColumnRow {
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  character_maximum_length: number | null;
  description: string | null;
  referenced: string | null;
  is_unique: boolean;
}

const camelOf = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
/** The singular a table's rows are called by: `training_rooms` → `trainingRoom`. */
const entityNameOf = (table: string) => camelOf(table.replace(/ies$/, 'y').replace(/(ches|shes|sses|xes)$/, (end) => end.slice(0, -2)).replace(/s$/, ''));

/**
 * A table of the database as a definition to start from: its columns in order (but the ones every
 * generated table has), typed by their SQL types, a foreign key making a reference. Columns of types the
 * generator has no field for (arrays, JSON) are left out. 404 when there is no such table.
 */
export async function entityData(db: Db, table: string): Promise<EntityDraft> {
  const rows = await queryRows<ColumnRow>(db, sql`
    select c.column_name, c.data_type, c.is_nullable, c.character_maximum_length,
      col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position) as description,
      (select ccu.table_name from information_schema.key_column_usage kcu
        join information_schema.table_constraints tc on tc.constraint_name = kcu.constraint_name and tc.constraint_type = 'FOREIGN KEY'
        join information_schema.constraint_column_usage ccu on ccu.constraint_name = kcu.constraint_name
        where kcu.table_schema = c.table_schema and kcu.table_name = c.table_name and kcu.column_name = c.column_name limit 1) as referenced,
      exists (select 1 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = format('%I.%I', c.table_schema, c.table_name)::regclass and i.indisunique and i.indnatts = 1 and a.attname = c.column_name) as is_unique
    from information_schema.columns c
    where c.table_schema = 'public' and c.table_name = ${table}
    order by c.ordinal_position`);
  if (rows.length === 0) throw notFound(MESSAGES.generator.tableMissing(table));
  const fields = rows.filter((row) => !OWN_COLUMNS.has(row.column_name) && TYPES[row.data_type]).map((row) => {
    const type: GeneratorFieldType = row.referenced ? 'reference' : TYPES[row.data_type]!;
    return {
      name: camelOf(row.column_name),
      label: row.description?.split(/[\r\n]/)[0]?.slice(0, 50) || row.column_name,
      type,
      required: row.is_nullable === 'NO',
      unique: row.is_unique,
      ...(row.character_maximum_length !== null && { maxLength: row.character_maximum_length }),
      ...(row.referenced !== null && { references: row.referenced }),
    };
  });
  return { name: entityNameOf(table), label: table, labelEn: table.replace(/_/g, ' '), fields };
}

/** The tables of the database's public schema, by name. */
export async function tableNames(db: Db): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(db, sql`
    select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return rows.map((row) => row.table_name);
}
