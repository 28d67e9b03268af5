import { definitionsCrud } from '@console/contract';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';

const declared = declaredResource(definitionsCrud, {
  title: 'generator.record',
  columns: [
    { key: 'name', title: 'generator.list.name' },
    { key: 'label', title: 'generator.list.label' },
    { key: 'labelEn', title: 'generator.list.labelEn', defaultHidden: true },
    { key: 'fields', title: 'generator.list.fields', render: (definition) => definition.fields.length, exportValue: (definition) => definition.fields.length },
    { key: 'tableName', title: 'generator.list.tableName' },
    { key: 'updatedAt', title: 'generator.list.updatedAt', exportValue: (definition) => formatDateTime(definition.updatedAt) },
  ],
});

// The editor view creates and changes definitions (a field table is more than a dialog holds): the list only lists and deletes.
const { create, update, createSchema, updateSchema, ...listed } = declared;

/** The saved entity definitions, searched by name and label. */
export const definitionsResource = listed;
