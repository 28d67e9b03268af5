import { readFile } from 'node:fs/promises';
import { asc, eq } from 'drizzle-orm';
import { MESSAGES, type EntityDefinition } from '@console/contract';
import { badRequest } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { dictEntries, dicts } from '../dicts/dicts.table.ts';
import type { TableRef } from './emit/fields.ts';
import type { GenerateContext } from './emit/generate.ts';
import { namesOf } from './emit/naming.ts';
import { generatorDefinitions } from './generator.table.ts';
import { projectTables } from './project-tables.ts';

const JOURNAL = new URL('../../../drizzle/meta/_journal.json', import.meta.url);

/** The number the next migration of the project takes: `0034`. */
async function nextMigration(): Promise<string> {
  const journal = JSON.parse(await readFile(JOURNAL, 'utf8')) as { entries: unknown[] };
  return String(journal.entries.length).padStart(4, '0');
}

/** The table of a saved definition, as its generated module will export it. */
async function definedTable(db: Db, table: string): Promise<TableRef | undefined> {
  const definitions = await db.select({ name: generatorDefinitions.name }).from(generatorDefinitions);
  const names = definitions.map((definition) => namesOf(definition.name)).find((candidate) => candidate.table === table);
  return names && { table, exportName: names.plural, importPath: `../${names.folder}/${names.folder}.table.ts` };
}

/**
 * What generating an entity needs of the project, checked: each reference names a table the project
 * declares or a saved definition makes, each dictionary exists, and the entity's own table is not one
 * the project has already. A failed check is a 400 naming the field.
 */
export async function generationContext(db: Db, entity: EntityDefinition): Promise<GenerateContext> {
  const tables = await projectTables();
  const own = namesOf(entity.name).table;
  if (tables.has(own)) throw badRequest(MESSAGES.invalidField('name', MESSAGES.generator.tableTaken(own)));
  const refs = new Map<string, TableRef>();
  const dictValues = new Map<string, string>();
  for (const [at, field] of entity.fields.entries()) {
    if (field.type === 'file') refs.set(field.name, tables.get('files')!);
    if (field.type === 'reference') {
      const ref = tables.get(field.references!) ?? (field.references === own ? undefined : await definedTable(db, field.references!));
      if (!ref) throw badRequest(MESSAGES.invalidField(`fields.${at}.references`, MESSAGES.generator.referenceMissing(field.references!)));
      refs.set(field.name, ref);
    }
    if (field.type === 'dict' && !dictValues.has(field.dictType!)) {
      const [dict] = await db.select({ id: dicts.id }).from(dicts).where(eq(dicts.type, field.dictType!));
      if (!dict) throw badRequest(MESSAGES.invalidField(`fields.${at}.dictType`, MESSAGES.generator.dictMissing(field.dictType!)));
      const [first] = await db.select({ value: dictEntries.value }).from(dictEntries).where(eq(dictEntries.dictId, dict.id))
        .orderBy(asc(dictEntries.sort), asc(dictEntries.id)).limit(1);
      dictValues.set(field.dictType!, first?.value ?? '');
    }
  }
  return { refs, dictValues, nextMigration: await nextMigration() };
}
