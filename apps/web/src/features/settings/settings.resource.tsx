import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SETTING_TYPES, settingsCrud, type SettingRecord } from '@console/contract/settings';
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
  messages: 'configManage',
  system: { tagOn: 'key', undeletable: 'configManage.systemUndeletable', fixed: { columns: ['key', 'type', 'dictType'], reason: 'configManage.systemFixed' } },
  columns: [
    'key',
    { key: 'name', render: (setting) => inReadersLanguage(setting.name, setting.nameEn) },
    { key: 'type', options: TYPES, form: { initialValue: 'text' } },
    { key: 'dictType', defaultHidden: true, form: { hint: 'configManage.dictTypeHint' } },
    { key: 'value', render: (setting) => <ValueCell setting={setting} />, form: { hint: 'configManage.valueHint' } },
    { key: 'remark', render: (setting) => inReadersLanguage(setting.remark, setting.remarkEn) },
    'updatedAt',
  ],
});
