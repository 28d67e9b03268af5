import { useState } from 'react';
import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { readJson, writeJson } from '../lib/storage.ts';
import { useSession } from '../stores/session.store.ts';
import { wordsOf, type Label } from '../lib/i18n.ts';

const DENSITIES = ['large', 'middle', 'small'] as const;
export type Density = (typeof DENSITIES)[number];

interface SettingsColumn {
  key: string;
  title: Label;
  defaultHidden?: boolean;
}

interface Saved {
  /** Only the columns the user showed or hid, so columns added later follow their default. */
  columns?: Record<string, boolean>;
  density?: Density;
}

/** Column visibility and table density, remembered per user and resource. */
export function useTableSettings(resourceKey: string) {
  const userId = useSession((state) => state.info?.admin_id ?? 0);
  const storageKey = `crud:${userId}:${resourceKey}`;
  const [saved, setSaved] = useState(() => readJson<Saved>(storageKey, {}));
  const save = (next: Saved) => {
    setSaved(next);
    writeJson(storageKey, next);
  };
  return {
    density: saved.density ?? 'middle',
    isVisible: (column: SettingsColumn) => saved.columns?.[column.key] ?? !column.defaultHidden,
    setVisible: (key: string, visible: boolean) => save({ ...saved, columns: { ...saved.columns, [key]: visible } }),
    setDensity: (density: Density) => save({ ...saved, density }),
  };
}

export type TableSettings = ReturnType<typeof useTableSettings>;

export function TableSettingsButton({ columns, settings }: { columns: readonly SettingsColumn[]; settings: TableSettings }) {
  const { t } = useTranslation();
  const content = (
    <Flex vertical gap="small">
      <Typography.Text strong>{t('crud.density')}</Typography.Text>
      <Segmented<Density>
        options={DENSITIES.map((density) => ({ value: density, label: t(`crud.densities.${density}`) }))}
        value={settings.density}
        onChange={settings.setDensity}
      />
      <Typography.Text strong>{t('crud.columns')}</Typography.Text>
      {columns.map((column) => (
        <Checkbox key={column.key} checked={settings.isVisible(column)} onChange={(event) => settings.setVisible(column.key, event.target.checked)}>
          {wordsOf(t, column.title)}
        </Checkbox>
      ))}
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content}>
      <Button icon={<SettingOutlined />} aria-label={t('crud.settings')} title={t('crud.settings')} />
    </Popover>
  );
}
