import { definitionsCrud } from '@console/contract/generator';
import { declaredResource } from '../../crud/crud-resource.ts';

const declared = declaredResource(definitionsCrud, {
  messages: 'generator.list',
  title: 'generator.record',
  columns: [
    'name',
    'label',
    { key: 'labelEn', defaultHidden: true },
    { key: 'fields', render: (definition) => definition.fields.length, exportValue: (definition) => definition.fields.length },
    'tableName',
    'updatedAt',
  ],
});

// The editor view creates and changes definitions (a field table is more than a dialog holds): the list only lists and deletes.
const { create, update, createSchema, updateSchema, ...listed } = declared;

/** The saved entity definitions, searched by name and label. */
export const definitionsResource = listed;
