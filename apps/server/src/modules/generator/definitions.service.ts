import { desc } from 'drizzle-orm';
import { definitionsCrud, namesOf, type DefinitionRecord, type EntityDefinition } from '@console/contract';
import { CrudService, type WriteContext } from '../../crud/crud-service.ts';
import type { Db } from '../../platform/database.ts';
import { generationContext } from './generation-context.ts';
import { generatorDefinitions, type DefinitionRow } from './generator.table.ts';

type Values = Record<string, unknown>;

/** The generator's saved entity definitions: each is checked as generating checks it, so that a saved one always generates. */
export class DefinitionsService extends CrudService<typeof generatorDefinitions, DefinitionRecord, DefinitionRow> {
  constructor(db: Db) {
    super(db, definitionsCrud, { table: generatorDefinitions, defaultOrder: [desc(generatorDefinitions.updatedAt), desc(generatorDefinitions.id)] });
  }

  protected override async checkWrite(tx: Db, { fields, before }: WriteContext<DefinitionRow>): Promise<void> {
    const entity = { name: before?.name, label: before?.label, labelEn: before?.labelEn, fields: before?.fields, ...fields } as EntityDefinition;
    await generationContext(tx, entity);
  }

  protected override toRecord(selected: { row: Values } & Values): DefinitionRecord {
    const record = super.toRecord(selected);
    return { ...record, tableName: namesOf(record.name).table };
  }
}
