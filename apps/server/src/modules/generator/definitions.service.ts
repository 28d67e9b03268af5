import { desc } from 'drizzle-orm';
import { namesOf } from '@console/contract';
import { definitionsCrud, type DefinitionRecord, type EntityDefinition } from '@console/contract/generator';
import { CrudService, type SelectedRow, type WriteContext } from '../../crud/crud-service.ts';
import type { Db } from '../../platform/database.ts';
import { generationContext } from './generation-context.ts';
import { generatorDefinitions, type DefinitionRow } from './generator.table.ts';


/** The generator's saved entity definitions: each is checked as generating checks it, so that a saved one always generates. */
export class DefinitionsService extends CrudService<typeof generatorDefinitions, typeof definitionsCrud, DefinitionRow> {
  constructor(db: Db) {
    super(db, definitionsCrud, { table: generatorDefinitions, defaultOrder: [desc(generatorDefinitions.updatedAt), desc(generatorDefinitions.id)] });
  }

  protected override async checkWrite(tx: Db, { fields, before }: WriteContext<DefinitionRow, typeof definitionsCrud>): Promise<void> {
    const entity: EntityDefinition = {
      name: fields.name ?? before!.name, label: fields.label ?? before!.label, labelEn: fields.labelEn ?? before!.labelEn, fields: fields.fields ?? before!.fields,
    };
    await generationContext(tx, entity);
  }

  protected override toRecord(selected: SelectedRow): DefinitionRecord {
    const record = super.toRecord(selected);
    return { ...record, tableName: namesOf(record.name).table };
  }
}
