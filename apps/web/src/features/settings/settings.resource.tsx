import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SETTING_TYPES, settingsCrud, type SettingRecord } from '@console/contract';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import type { Option } from '../../crud/resource.ts';
import { inReadersLanguage } from '../../lib/i18n.ts';

const TYPES: Option[] = SETTING_TYPES.map((type) => ({ value: type, label: `configManage.types.${type}` }));

/** A setting's value, marked when it is a built-in setting's default. */
function ValueCell({ setting }: { setting: SettingRecord }) {
  const { t } = useTranslation();
  return (
    <Typography.Text code ellipsis style={{ maxWidth: 320 }}>
      {setting.value}
      {setting.value === setting.defaultValue && <Tag style={{ marginInlineStart: 4 }}>{t('configManage.isDefault')}</Tag>}
    </Typography.Text>
  );
}

export const settingsResource = declaredResource(settingsCrud, {
  title: 'configManage.record',
  system: { tagOn: 'key', undeletable: 'configManage.systemUndeletable', fixed: { columns: ['key', 'type', 'dictType'], reason: 'configManage.systemFixed' } },
  columns: [
    { key: 'key', title: 'configManage.key', form: { kind: 'text' } },
    { key: 'name', title: 'configManage.name', render: (setting) => inReadersLanguage(setting.name, setting.nameEn), form: { kind: 'text' } },
    { key: 'type', title: 'configManage.type', options: TYPES, form: { kind: 'select', initialValue: 'text' } },
    { key: 'dictType', title: 'configManage.dictType', defaultHidden: true, form: { kind: 'text', hint: 'configManage.dictTypeHint' } },
    { key: 'value', title: 'configManage.value', render: (setting) => <ValueCell setting={setting} />, form: { kind: 'textarea', hint: 'configManage.valueHint' } },
    { key: 'remark', title: 'configManage.remark', render: (setting) => inReadersLanguage(setting.remark, setting.remarkEn), form: { kind: 'textarea' } },
    { key: 'updatedAt', title: 'configManage.updatedAt', exportValue: (setting) => formatDateTime(setting.updatedAt) },
  ],
});
