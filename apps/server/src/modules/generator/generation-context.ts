import { readFile } from 'node:fs/promises';
import { asc, eq } from 'drizzle-orm';
import { contractClashOf, isPageName, MESSAGES, namesOf } from '@console/contract';
import { type EntityDefinition, type GeneratorField } from '@console/contract/generator';
import { badRequest } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { dictEntries, dicts } from '../dicts/dicts.table.ts';
import { labelOfFields, type TableRef } from './emit/fields.ts';
import type { GenerateContext } from './emit/generate.ts';
import { generatorDefinitions } from './generator.table.ts';
import { projectTables } from './project-tables.ts';
import { SERVER_ROOT } from '../../server-root.ts';

const JOURNAL = new URL('drizzle/meta/_journal.json', SERVER_ROOT);

/** The number the next migration of the project takes: `0034`. */
async function readNextMigration(): Promise<string> {
  const journal = JSON.parse(await readFile(JOURNAL, 'utf8')) as { entries: unknown[] };
  return String(journal.entries.length).padStart(4, '0');
}

let next: Promise<string> | undefined;

/** The next migration's number, read on first use: the journal changes only with the code. */
function nextMigration(): Promise<string> {
  next ??= readNextMigration();
  return next;
}

/** The table of a saved definition, as its generated module will export it. */
async function definedTable(db: Db, table: string): Promise<TableRef | undefined> {
  const definitions = await db.select({ name: generatorDefinitions.name, fields: generatorDefinitions.fields }).from(generatorDefinitions);
  const found = definitions.find((definition) => namesOf(definition.name).table === table);
  if (!found) return undefined;
  const names = namesOf(found.name);
  return { table, exportName: names.plural, importPath: `../${names.folder}/${names.folder}.table.ts`, label: labelOfFields(found.fields) };
}

/**
 * The table a reference field points at when the project knows it without asking the database: the
 * entity's own (a tree's parent), or one the project's modules declare.
 */
export function knownReference(entity: EntityDefinition, field: GeneratorField, tables: ReadonlyMap<string, TableRef>): TableRef | undefined {
  const own = namesOf(entity.name);
  if (field.references === own.table) return { table: own.table, exportName: own.plural, label: labelOfFields(entity.fields) };
  return tables.get(field.references!);
}

/**
 * What generating an entity needs of the project, checked: each reference names a table the project
 * declares or a saved definition makes, each dictionary exists, and neither the entity's own table, its
 * page nor a name its contract file takes is one the project has already (the generated code would not compile). A
 * failed check is a 400 naming the field.
 */
export async function generationContext(db: Db, entity: EntityDefinition): Promise<GenerateContext> {
  const clash = contractClashOf(entity.name);
  if (clash) throw badRequest(MESSAGES.invalidField('name', MESSAGES.generator.contractTaken(clash.names.join('、'), clash.domain)));
  const { page } = namesOf(entity.name);
  if (isPageName(page)) throw badRequest(MESSAGES.invalidField('name', MESSAGES.generator.pageTaken(page)));
  const tables = await projectTables();
  const own = namesOf(entity.name).table;
  if (tables.has(own)) throw badRequest(MESSAGES.invalidField('name', MESSAGES.generator.tableTaken(own)));
  const refs = new Map<string, TableRef>();
  const dictValues = new Map<string, string>();
  for (const [at, field] of entity.fields.entries()) {
    if (field.type === 'reference') {
      // The first row of a table cannot name one of its own: a reference to the entity's table stays optional.
      if (field.references === own && field.required) throw badRequest(MESSAGES.invalidField(`fields.${at}.required`, MESSAGES.generator.selfRequired));
      const ref = knownReference(entity, field, tables) ?? (await definedTable(db, field.references!));
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
