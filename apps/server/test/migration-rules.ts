import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What drizzle-kit records of the schema after a migration: the tables and their columns. */
export interface SchemaSnapshot {
  tables: Record<string, { name: string; columns: Record<string, { name: string }> }>;
}

export interface Migration {
  tag: string;
  sql: string;
  /** The schema the version before this migration declares, and so reads. */
  previous: SchemaSnapshot;
}

const STATEMENT_BREAKPOINT = '--> statement-breakpoint';
const DROP_TABLE = /^DROP TABLE (?:IF EXISTS )?"(?<table>\w+)"/i;
const RENAME_TABLE = /^ALTER TABLE "(?<table>\w+)" RENAME TO /i;
const CHANGE_COLUMN = /^ALTER TABLE "(?<table>\w+)" (?:DROP COLUMN (?:IF EXISTS )?|RENAME COLUMN |ALTER COLUMN )"(?<column>\w+)"(?<change>.*)/i;
const ADD_COLUMN = /^ALTER TABLE "(?<table>\w+)" ADD COLUMN "(?<column>\w+)"(?<definition>.*)/i;
/** What an ALTER COLUMN may do that the previous version does not notice. */
const HARMLESS_ALTER = /^\s*(SET DEFAULT|DROP DEFAULT|DROP NOT NULL)/i;

function tableOf(schema: SchemaSnapshot, table: string) {
  return Object.values(schema.tables).find((candidate) => candidate.name === table);
}

/**
 * What a migration does that the version before it would trip over, running beside it during a rolling
 * upgrade: dropping, renaming or retyping a table or column that version declares (and so reads and
 * writes), making such a column NOT NULL, or adding a NOT NULL column without a default to a table it
 * inserts into. Each finding names the table and column.
 */
export function breakingChanges({ sql, previous }: Migration): string[] {
  const statements = sql.split(STATEMENT_BREAKPOINT).flatMap((part) => part.split(/;\s*$/m)).map((statement) => statement.trim().replace(/\s+/g, ' ')).filter(Boolean);
  const found: string[] = [];
  for (const statement of statements) {
    const table = (DROP_TABLE.exec(statement) ?? RENAME_TABLE.exec(statement))?.groups?.table;
    if (table && tableOf(previous, table)) found.push(`${table}: dropped or renamed`);
    const changed = CHANGE_COLUMN.exec(statement)?.groups;
    if (changed && tableOf(previous, changed.table!)?.columns[changed.column!] && !HARMLESS_ALTER.test(changed.change!)) {
      found.push(`${changed.table}.${changed.column}: ${statement.slice(`ALTER TABLE "${changed.table}" `.length).split(' ').slice(0, 2).join(' ').toLowerCase()}`);
    }
    const added = ADD_COLUMN.exec(statement)?.groups;
    if (added && tableOf(previous, added.table!) && /NOT NULL/i.test(added.definition!) && !/DEFAULT/i.test(added.definition!)) {
      found.push(`${added.table}.${added.column}: added NOT NULL without a default`);
    }
  }
  return found;
}

/** The migrations of a drizzle folder from `fromIndex` on, each with the schema of the version before it. */
export function migrationsOf(folder: string, fromIndex: number): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  const snapshot = (idx: number) => JSON.parse(readFileSync(path.join(folder, 'meta', `${String(idx).padStart(4, '0')}_snapshot.json`), 'utf8')) as SchemaSnapshot;
  return journal.entries.filter((entry) => entry.idx >= fromIndex && entry.idx > 0)
    .map((entry) => ({ tag: entry.tag, sql: readFileSync(path.join(folder, `${entry.tag}.sql`), 'utf8'), previous: snapshot(entry.idx - 1) }));
}
