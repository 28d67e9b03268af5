import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { TableRef } from './emit/fields.ts';
import { tableFiles } from '../../table-files.ts';

/** The columns that name a table's rows, most telling first. */
const NAMING_COLUMNS = ['name', 'title', 'label', 'nickname', 'username', 'code'];

/** The column naming a table's rows in a select: a naming column, else its first text column, else its id. */
function labelOf(table: PgTable): string {
  const columns = getTableColumns(table);
  return NAMING_COLUMNS.find((name) => name in columns)
    ?? Object.entries(columns).find(([, column]) => column.dataType === 'string')?.[0]
    ?? 'id';
}

/**
 * The tables the project's modules declare, by their name in the database, with the export and file a
 * generated module imports them from. Read once from the modules' own table files (the project's code,
 * already loaded by the server), never from anything a request sends.
 */
async function readProjectTables(): Promise<Map<string, TableRef>> {
  const tables = new Map<string, TableRef>();
  for (const { folder, file, exports } of await tableFiles()) {
    for (const [exportName, value] of Object.entries(exports)) {
      if (!is(value, PgTable)) continue;
      tables.set(getTableName(value), { table: getTableName(value), exportName, importPath: `../${folder}/${file}`, label: labelOf(value) });
    }
  }
  return tables;
}

let known: Promise<Map<string, TableRef>> | undefined;

/** The project's tables (read on first use: they change only with the code). */
export function projectTables(): Promise<Map<string, TableRef>> {
  known ??= readProjectTables();
  return known;
}
