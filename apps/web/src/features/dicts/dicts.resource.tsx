import { Tag } from 'antd';
import { DICT_COLORS, dictEntriesCrud, dictEntriesRoutes, dictsCrud, dictsRoutes } from '@console/contract/dicts';
import { declaredRecordResource, declaredResource } from '../../crud/crud-resource.ts';
import { namedOptions, type Option } from '../../crud/resource.ts';
import { inReadersLanguage } from '../../lib/i18n.ts';
import { callWith } from '../../lib/request.ts';

const COLORS: Option[] = DICT_COLORS.map((color) => ({ value: color, label: `dicts.colors.${color}`, color }));

/** A dictionary's dialogs: its type code is what pages ask its entries by. */
export const dictResource = declaredRecordResource(dictsCrud, {
  messages: 'dicts',
  system: { tagOn: 'name', undeletable: 'dicts.systemUndeletable', fixed: { columns: ['type'], reason: 'dicts.systemFixed' } },
  columns: [
    { key: 'type', form: { hint: 'dicts.typeHint' } },
    { key: 'name', render: (dict) => inReadersLanguage(dict.name, dict.nameEn) },
    'sort',
    { key: 'description', render: (dict) => inReadersLanguage(dict.description, dict.descriptionEn) },
  ],
});

/** The entries of one dictionary: the page fixes the dictionary, a new entry starts in it. */
export const dictEntriesResource = declaredResource(dictEntriesCrud, {
  messages: 'dicts',
  title: 'dicts.entry',
  system: { tagOn: 'label', undeletable: 'dicts.systemEntryUndeletable', fixed: { columns: ['value', 'enabled'], reason: 'dicts.systemEntryFixed' } },
  columns: [
    { key: 'dictId', title: 'dicts.record', hideInTable: true, form: { options: namedOptions(dictsRoutes.all) } },
    { key: 'label', render: (entry) => <Tag color={entry.color}>{inReadersLanguage(entry.label, entry.labelEn)}</Tag> },
    'value',
    { key: 'color', options: COLORS, form: { initialValue: 'default' } },
    'sort',
    { key: 'enabled', form: { initialValue: true }, toggle: (entry, enabled) => callWith(dictEntriesRoutes.update, { id: entry.id, enabled }) },
    'remark',
    { key: 'createdAt', defaultHidden: true },
  ],
});
