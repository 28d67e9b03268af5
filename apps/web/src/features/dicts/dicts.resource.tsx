import { Tag } from 'antd';
import { DICT_COLORS, dictEntriesCrud, dictEntriesRoutes, dictsCrud, dictsRoutes } from '@console/contract';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredRecordResource, declaredResource } from '../../crud/crud-resource.ts';
import { ENABLED_STATUSES, namedOptions, type Option } from '../../crud/resource.ts';
import { inReadersLanguage } from '../../lib/i18n.ts';
import { callWith } from '../../lib/request.ts';

const COLORS: Option[] = DICT_COLORS.map((color) => ({ value: color, label: `dicts.colors.${color}`, color }));

/** A dictionary's dialogs: its type code is what pages ask its entries by. */
export const dictResource = declaredRecordResource(dictsCrud, {
  title: 'dicts.record',
  system: { tagOn: 'name', undeletable: 'dicts.systemUndeletable', fixed: { columns: ['type'], reason: 'dicts.systemFixed' } },
  columns: [
    { key: 'type', title: 'dicts.type', form: { kind: 'text', hint: 'dicts.typeHint' } },
    { key: 'name', title: 'dicts.name', render: (dict) => inReadersLanguage(dict.name, dict.nameEn), form: { kind: 'text' } },
    { key: 'sort', title: 'dicts.sort', form: { kind: 'number', initialValue: 0 } },
    { key: 'description', title: 'dicts.description', render: (dict) => inReadersLanguage(dict.description, dict.descriptionEn), form: { kind: 'textarea' } },
  ],
});

/** The entries of one dictionary: the page fixes the dictionary, a new entry starts in it. */
export const dictEntriesResource = declaredResource(dictEntriesCrud, {
  title: 'dicts.entry',
  system: { tagOn: 'label', undeletable: 'dicts.systemEntryUndeletable', fixed: { columns: ['value', 'enabled'], reason: 'dicts.systemEntryFixed' } },
  columns: [
    { key: 'dictId', title: 'dicts.record', hideInTable: true, form: { kind: 'select', only: 'create', options: namedOptions(dictsRoutes.all) } },
    { key: 'label', title: 'dicts.label', render: (entry) => <Tag color={entry.color}>{inReadersLanguage(entry.label, entry.labelEn)}</Tag>, form: { kind: 'text' } },
    { key: 'value', title: 'dicts.value', form: { kind: 'text' } },
    { key: 'color', title: 'dicts.color', options: COLORS, form: { kind: 'select', initialValue: 'default' } },
    { key: 'sort', title: 'dicts.sort', form: { kind: 'number', initialValue: 0 } },
    {
      key: 'enabled', title: 'dicts.status', options: ENABLED_STATUSES, form: { kind: 'switch', initialValue: true },
      toggle: (entry, enabled) => callWith(dictEntriesRoutes.update, { id: entry.id, enabled }),
    },
    { key: 'remark', title: 'dicts.remark', form: { kind: 'textarea' } },
    { key: 'createdAt', title: 'dicts.createdAt', defaultHidden: true, exportValue: (entry) => formatDateTime(entry.createdAt) },
  ],
});
